package seedgen.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import seedgen.run.Advice;
import seedgen.tune.TuningReport;

/** Tables of settings: `tune --show`, `doctor` and the --tune table, as text or JSON. */
public final class AdviceTable {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private AdviceTable() {
    }

    public static void print(List<Advice> rows, String[] header, PrintStream out) {
        List<String[]> cells = new ArrayList<>();
        cells.add(header);
        rows.forEach(a -> cells.add(new String[] {a.item(), a.found(), a.recommended(), a.why()}));
        printCells(cells, out);
    }

    public static void printJson(Object value, PrintStream out) {
        try {
            out.println(MAPPER.writeValueAsString(value));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The `setting | before | during | why` table printed when --tune has been applied. */
    public static void printTuning(TuningReport report, PrintStream out) {
        List<String[]> cells = new ArrayList<>();
        cells.add(new String[] {"setting", "before", "during", "why"});
        report.settings().forEach(r -> cells.add(new String[] {r.setting(), r.before(),
            r.changed() ? r.during() : "(unchanged)", r.why()}));
        printCells(cells, out);
    }

    /** Columns padded to their widest cell, except the last, which runs on. */
    static void printCells(List<String[]> cells, PrintStream out) {
        int columns = cells.get(0).length;
        int[] width = new int[columns];
        for (String[] row : cells) {
            for (int i = 0; i < columns - 1; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        }
        for (String[] row : cells) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < columns; i++) {
                line.append(i == 0 ? "" : " | ").append(i == columns - 1 ? row[i] : pad(row[i], width[i]));
            }
            out.println(line.toString().stripTrailing());
        }
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(width - s.length());
    }
}
