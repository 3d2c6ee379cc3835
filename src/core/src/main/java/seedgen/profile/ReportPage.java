package seedgen.profile;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One self-contained HTML page of a {@link Profile}, or of two side by side: the profiles as JSON, the facts across
 * columns each table shows ({@link FactsView}), Chart.js (its one-file build, from the webjar on the class path) and a
 * small script that draws a chart per column and per foreign key when the page opens. Nothing is fetched: the page works from a file, offline. Once every chart is drawn the page
 * says how many on its body ({@code data-charts}), which a test reads.
 */
public final class ReportPage {

    static final String CHART_JS = "/META-INF/resources/webjars/chart.js/4.4.1/dist/chart.umd.js";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ReportPage() {
    }

    /** The page of {@code main}, and of {@code against} beside it where not null. */
    public static String html(Profile main, Profile against) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("main", main);
        data.put("against", against);
        Map<String, Object> facts = new LinkedHashMap<>();
        for (Profile.TableProfile t : main.tables()) {
            Profile.TableProfile other = against == null ? null : against.tables().stream()
                    .filter(o -> o.name().equals(t.name())).findFirst().orElse(null);
            facts.put(t.name(), FactsView.of(t, other));
        }
        data.put("facts", facts);
        String json;
        try {
            // "<" only ever stands inside a JSON string here: escaped, no value can end the script element
            json = JSON.writeValueAsString(data).replace("<", "\\u003c");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the profile's records always serialise", e);
        }
        String title = "seedgen report: " + main.name() + (against == null ? "" : " against " + against.name());
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + escape(title)
                + "</title>\n<style>\n" + resource("report.css") + "</style>\n<script>\n" + chartJs()
                + "\n</script>\n</head>\n<body>\n<h1>" + escape(title) + "</h1>\n<div id=\"report\"></div>\n"
                + "<script>\nconst DATA = " + json + ";\n" + resource("report.js") + "</script>\n</body>\n</html>\n";
    }

    /**
     * The charts the page draws for {@code main}: one per column with values (its few values, else its quantiles where
     * they show a tail, its characters where its text has one length, else its histogram), one per foreign key with
     * child rows. The page's script counts the same way and says so on its body.
     */
    public static int charts(Profile main) {
        int n = 0;
        for (Profile.TableProfile t : main.tables()) {
            for (Profile.ColumnProfile c : t.columns()) {
                n += !c.members().isEmpty() || !c.histogram().isEmpty() ? 1 : 0;
            }
            for (Profile.KeyProfile k : t.foreignKeys()) {
                n += k.fanOut().stream().anyMatch(c -> c.children() > 0) ? 1 : 0;
            }
        }
        return n;
    }

    private static String chartJs() {
        // Through the class loader: the file is in the Chart.js jar, another module's, which Class would not search.
        try (InputStream in = ReportPage.class.getClassLoader().getResourceAsStream(CHART_JS.substring(1))) {
            if (in == null) {
                throw new IllegalStateException("Chart.js is missing from the class path (" + CHART_JS + ")");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("reading " + CHART_JS, e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = ReportPage.class.getResourceAsStream("/seedgen/report/" + name)) {
            if (in == null) {
                throw new IllegalStateException("/seedgen/report/" + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("reading " + name, e);
        }
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
