package seedgen.loadtest;

import java.util.ArrayList;
import java.util.List;

/** One line of RFC 4180 CSV as seedgen feed writes it: fields split at commas, a quoted field's "" read as one ". */
final class Csv {

    private Csv() {
    }

    static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        if (quoted) {
            // A field with a line break in it: a login feed has none, and this reader reads a line at a time.
            throw new IllegalArgumentException("a quoted field runs past the end of the line: " + line);
        }
        fields.add(field.toString());
        return fields;
    }
}
