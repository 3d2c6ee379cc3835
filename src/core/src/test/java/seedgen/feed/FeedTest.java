package seedgen.feed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.model.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

class FeedTest {

    private static Dataset.Table table(long rows) {
        String yaml = "seedgen: 1\ntables:\n  t:\n    rows: " + rows + "\n    columns:\n      id: {gen: sequence}\n"
                + "      note: {gen: choice, values: [\"a,b\", \"say \\\"hi\\\"\", \"line\\nbreak\", plain]}\n"
                + "      pw: {gen: bcrypt, plaintext: s3cret, cost: 4}\n";
        return DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), 3, null).table("t");
    }

    @Test
    void aSampleHasExactlyTheRowsAskedOnceEachInOrderAndSpreadOverTheTable() throws Exception {
        Feed feed = new Feed(table(100_000), List.of("id"));
        StringWriter out = new StringWriter();
        feed.write(out, Feed.Format.CSV, 10_000, true, 1, 9);
        List<String> lines = out.toString().lines().toList();
        assertEquals("id", lines.get(0));
        assertEquals(10_001, lines.size());
        long last = 0;
        int[] tenths = new int[10];
        for (String l : lines.subList(1, lines.size())) {
            long id = Long.parseLong(l);
            assertTrue(id > last && id <= 100_000, id + " after " + last);
            last = id;
            tenths[(int) ((id - 1) / 10_000)]++;
        }
        for (int t : tenths) {
            assertEquals(1_000, t, 120, "each tenth of the table holds about a tenth of the sample");
        }
        StringWriter again = new StringWriter();
        feed.write(again, Feed.Format.CSV, 10_000, true, 1, 9);
        assertEquals(out.toString(), again.toString());
        StringWriter all = new StringWriter();
        feed.write(all, Feed.Format.CSV, 100_000, true, 1, 9);
        assertEquals(100_001, all.toString().lines().count(), "a sample of every row is every row");
    }

    @Test
    void csvQuotesAsRfc4180AndJsonEscapesAndABcryptColumnIsItsPlaintext() throws Exception {
        Feed feed = new Feed(table(50), List.of("note", "pw"));
        StringWriter csv = new StringWriter();
        feed.write(csv, Feed.Format.CSV, 50, false, 1, 1);
        String text = csv.toString();
        assertTrue(text.startsWith("note,pw\n"), text);
        assertTrue(text.contains("\"a,b\",s3cret\n") && text.contains("\"say \"\"hi\"\"\",s3cret\n")
                && text.contains("\"line\nbreak\",s3cret\n") && text.contains("plain,s3cret\n"), text);
        StringWriter json = new StringWriter();
        feed.write(json, Feed.Format.JSON, 50, false, 1, 1);
        String j = json.toString();
        assertTrue(j.startsWith("[\n{\"note\":") && j.endsWith("}\n]\n"), j);
        assertTrue(j.contains("\"say \\\"hi\\\"\"") && j.contains("\"line\\nbreak\"") && j.contains("\"pw\":\"s3cret\""),
                j);
    }

    /**
     * A JSON column (gen json, or a column a spec types json or jsonb) is a JSON value in a JSON feed, an object a
     * load tool reads as such, not a string holding JSON text; in CSV it is that text, quoted.
     */
    @Test
    void aJsonColumnIsAJsonValueInAJsonFeed() throws Exception {
        String yaml = "seedgen: 1\ntables:\n  t:\n    rows: 20\n    columns:\n      id: {gen: sequence}\n"
                + "      meta: {gen: json, fields: {n: {gen: int, min: 0, max: 9}, w: {gen: choice, values: [x]}}}\n"
                + "      doc: {gen: json, type: jsonb, fields: {k: {gen: choice, values: [\"a\\\"b\"]}}}\n"
                + "      note: {gen: choice, values: [\"{not json}\"]}\n";
        Dataset.Table t = DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), 3, null).table("t");
        StringWriter json = new StringWriter();
        new Feed(t, List.of()).write(json, Feed.Format.JSON, 20, false, 1, 1);
        com.fasterxml.jackson.databind.JsonNode rows = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json.toString());
        assertEquals(20, rows.size(), json.toString());
        for (com.fasterxml.jackson.databind.JsonNode row : rows) {
            assertTrue(row.get("meta").isObject() && row.get("meta").get("n").isNumber()
                    && row.get("meta").get("w").asText().equals("x"), row.toString());
            assertTrue(row.get("doc").isObject() && row.get("doc").get("k").asText().equals("a\"b"), row.toString());
            assertTrue(row.get("note").isTextual() && row.get("note").asText().equals("{not json}"), row.toString());
        }
        StringWriter csv = new StringWriter();
        new Feed(t, List.of("meta")).write(csv, Feed.Format.CSV, 1, false, 1, 1);
        assertTrue(csv.toString().lines().skip(1).findFirst().orElseThrow().startsWith("\"{\"\""), csv.toString());
    }

    @Test
    void rowsInMemoryAreTheRowsTheFileHolds() throws Exception {
        Feed feed = new Feed(table(5_000), List.of("id", "pw"));
        StringWriter out = new StringWriter();
        feed.write(out, Feed.Format.CSV, 300, true, 1, 21);
        List<Map<String, Object>> sample = feed.sample(300, 21);
        List<String> lines = out.toString().lines().toList();
        assertEquals(301, lines.size());
        for (int k = 0; k < sample.size(); k++) {
            assertEquals(lines.get(k + 1), sample.get(k).get("id") + "," + sample.get(k).get("pw"));
        }
        List<Map<String, Object>> range = feed.range(4_998, 5_000);
        assertEquals(List.of(4_998L, 4_999L, 5_000L), range.stream().map(r -> r.get("id")).toList());
        IllegalArgumentException past = assertThrows(IllegalArgumentException.class, () -> feed.range(4_999, 5_001));
        assertTrue(past.getMessage().contains("5,000 rows"), past.getMessage());
        assertThrows(IllegalArgumentException.class, () -> feed.sample(5_001, 21));
    }
}
