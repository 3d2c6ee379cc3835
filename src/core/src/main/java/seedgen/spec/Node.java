package seedgen.spec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * A YAML value of a spec with its place in the file, and typed reads that fail with that place: a mapping,
 * a list or a scalar. {@code ${name}} in a scalar is replaced by the value of the spec parameter {@code name}.
 * Public as the type of a column's options in the spec model; outside this package it is opaque.
 */
public final class Node {

    private final org.snakeyaml.engine.v2.nodes.Node yaml;
    private final Where where;
    private final Map<String, String> params;

    Node(org.snakeyaml.engine.v2.nodes.Node yaml, String file, Map<String, String> params) {
        this.yaml = yaml;
        this.where = yaml.getStartMark().map(m -> new Where(file, m.getLine() + 1, m.getColumn() + 1))
                .orElse(new Where(file, 1, 1));
        this.params = params;
    }

    Where where() {
        return where;
    }

    private Node child(org.snakeyaml.engine.v2.nodes.Node n) {
        return new Node(n, where.file(), params);
    }

    boolean isMapping() {
        return yaml instanceof MappingNode;
    }

    boolean isList() {
        return yaml instanceof SequenceNode;
    }

    boolean isScalar() {
        return yaml instanceof ScalarNode;
    }

    /** The entries of a mapping, in file order, keyed by their (scalar) keys. */
    Map<String, Node> mapping(String what) {
        if (!(yaml instanceof MappingNode m)) {
            throw where.error(what + " must be a mapping (key: value lines)");
        }
        Map<String, Node> out = new LinkedHashMap<>();
        for (NodeTuple t : m.getValue()) {
            Node key = child(t.getKeyNode());
            String name = key.scalar("a key");
            if (out.put(name, child(t.getValueNode())) != null) {
                throw key.where.error("'" + name + "' is given twice in " + what);
            }
        }
        return out;
    }

    /** A mapping whose keys must all be among {@code known}. */
    Map<String, Node> mapping(String what, Set<String> known) {
        Map<String, Node> out = mapping(what);
        for (Map.Entry<String, Node> e : out.entrySet()) {
            if (!known.contains(e.getKey())) {
                throw keyWhere(e.getKey()).error("unknown option '" + e.getKey() + "' in " + what + " (known: "
                        + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
        return out;
    }

    /** Where the key {@code key} of this mapping is written. */
    Where keyWhere(String key) {
        if (yaml instanceof MappingNode m) {
            for (NodeTuple t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode s && s.getValue().equals(key)) {
                    return child(t.getKeyNode()).where;
                }
            }
        }
        return where;
    }

    List<Node> list(String what) {
        if (!(yaml instanceof SequenceNode s)) {
            throw where.error(what + " must be a list");
        }
        List<Node> out = new ArrayList<>();
        s.getValue().forEach(n -> out.add(child(n)));
        return out;
    }

    String scalar(String what) {
        if (!(yaml instanceof ScalarNode s)) {
            throw where.error(what + " must be a single value, not a " + (isList() ? "list" : "mapping"));
        }
        return substitute(s.getValue());
    }

    long integer(String what) {
        String s = scalar(what).replace("_", "");
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw where.error(what + " must be a whole number, not '" + s + "'");
        }
    }

    double number(String what) {
        String s = scalar(what).replace("_", "");
        try {
            double d = Double.parseDouble(s);
            if (!Double.isFinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw where.error(what + " must be a number, not '" + s + "'");
        }
    }

    boolean bool(String what) {
        String s = scalar(what);
        if (s.equals("true") || s.equals("false")) {
            return Boolean.parseBoolean(s);
        }
        throw where.error(what + " must be true or false, not '" + s + "'");
    }

    /** A list of scalars, or one scalar as a list of one. */
    List<String> names(String what) {
        if (isScalar()) {
            return List.of(scalar(what));
        }
        List<String> out = new ArrayList<>();
        for (Node n : list(what)) {
            out.add(n.scalar("each of " + what));
        }
        return out;
    }

    private String substitute(String s) {
        int at = s.indexOf("${");
        if (at < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder();
        int from = 0;
        while (at >= 0) {
            int end = s.indexOf('}', at);
            if (end < 0) {
                throw where.error("'${' without a closing '}' in '" + s + "'");
            }
            String name = s.substring(at + 2, end);
            String value = params.get(name);
            if (value == null) {
                throw where.error("unknown parameter '" + name + "' (declare it under params:)");
            }
            out.append(s, from, at).append(value);
            from = end + 1;
            at = s.indexOf("${", from);
        }
        return out.append(s.substring(from)).toString();
    }
}
