package seedgen.spec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.generate.Generators;
import seedgen.generate.StateHistory;
import seedgen.model.ColumnType;

/**
 * A status moving through states ({@code gen: states}) and the time a row entered one ({@code gen: state_time}):
 * each row's history starts at a datetime of its own row (or its parent's, or a picked row's) and is read at a fixed
 * time, {@code as_of}.
 */
final class StateColumns {

    private static final Set<String> EXIT = Set.of("chance", "from");
    private static final Pattern MEMBER = Pattern.compile("'((?:[^']|'')*)'");

    private final Compilation comp;
    private final long seed;

    StateColumns(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /** gen: states. */
    Col states(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        Node list = o.get("states");
        if (list == null) {
            throw c.genWhere().error("states needs 'states: [{FIRST: 2d}, {NEXT: 5d}, LAST]' (each state with its mean "
                    + "dwell, the last with none)");
        }
        if (!o.containsKey("since")) {
            throw c.genWhere().error("states needs 'since: COLUMN' (the datetime the row enters the first state: "
                    + "COLUMN, PARENT.COLUMN or REF.COLUMN)");
        }
        if (!o.containsKey("as_of")) {
            throw c.genWhere().error("states needs 'as_of: \"2025-01-01\"' (the time the rows' states are read at)");
        }
        List<Node> items = list.list("states");
        if (items.size() < 2) {
            throw list.where().error("states: lists at least two states (a first with its mean dwell, {FIRST: 2d}, "
                    + "and a last)");
        }
        List<String> names = new ArrayList<>();
        double[] means = new double[items.size() - 1];
        for (int i = 0; i < items.size(); i++) {
            Node item = items.get(i);
            boolean lastOne = i == items.size() - 1;
            String name;
            Node dwell = null;
            if (item.isMapping()) {
                Map<String, Node> m = item.mapping("a state");
                if (m.size() != 1) {
                    throw item.where().error("a state is NAME or {NAME: MEAN_DWELL}, one to a list item");
                }
                name = m.keySet().iterator().next();
                dwell = m.get(name);
            } else {
                name = item.scalar("a state");
            }
            if (name.isEmpty()) {
                throw item.where().error("a state needs a name");
            }
            if (names.contains(name)) {
                throw item.where().error("state '" + name + "' is listed twice: give each state a name of its own");
            }
            names.add(name);
            if (lastOne && dwell != null) {
                throw dwell.where().error("the last state, " + name + ", is final: drop its dwell (a state with a "
                        + "dwell moves on to the next)");
            }
            if (!lastOne) {
                if (dwell == null) {
                    throw item.where().error("state " + name + " has no dwell, so it would be final and the states "
                            + "after it never reached: give it its mean dwell ({" + name + ": 2d}) or end the list "
                            + "with it");
                }
                long mean = OptionValues.seconds(dwell);
                if (mean < 1) {
                    throw dwell.where().error("a mean dwell is at least 1s");
                }
                means[i] = mean;
            }
        }
        List<String> exits = new ArrayList<>();
        double[][] chances = exits(o.get("exits"), names, exits);
        for (String e : exits) {
            names.add(e);
        }
        Datetimes.Base since = comp.datetimes.base(t, o.get("since").scalar("since"), o.get("since").where());
        long asOf = OptionValues.epoch(o.get("as_of"), null);
        int[] dwellStreams = new int[means.length];
        int[] exitStreams = new int[means.length];
        for (int k = 0; k < means.length; k++) {
            dwellStreams[k] = Generators.stream(t.def.name(), c.name() + "(dwell " + k + ")");
            exitStreams[k] = Generators.stream(t.def.name(), c.name() + "(exit " + k + ")");
        }
        StateHistory history = new StateHistory(names, means, chances, dwellStreams, exitStreams, seed,
                since.timed(), since.row(), asOf);
        checkListed(c, names);
        t.histories.put(c.name(), history);
        List<String> values = history.names();
        int longest = values.stream().mapToInt(String::length).max().orElse(1);
        boolean digitFree = values.stream().noneMatch(OptionValues::hasDigit);
        return Col.plain(c, row -> values.get(history.held(row)), ColumnType.varchar(Math.max(1, longest)), false,
                digitFree);
    }

    /**
     * {@code exits: {cancelled: 0.05}} or {@code {cancelled: {chance: 0.05, from: [placed, paid]}}}: per state but the
     * last, per exit, the chance to leave for it instead of the next state; the exits' names are added to
     * {@code exits}.
     */
    private static double[][] exits(Node node, List<String> states, List<String> exits) {
        int steps = states.size() - 1;
        Map<String, double[]> byExit = new LinkedHashMap<>();
        if (node != null) {
            for (Map.Entry<String, Node> e : node.mapping("exits").entrySet()) {
                String name = e.getKey();
                Node v = e.getValue();
                Where at = node.keyWhere(name);
                if (states.contains(name)) {
                    throw at.error("exit '" + name + "' is one of the states: an exit is a final state of its own; "
                            + "give it another name");
                }
                Node chanceNode = v;
                List<String> from = states.subList(0, steps);
                if (v.isMapping()) {
                    Map<String, Node> m = v.mapping("exit " + name, EXIT);
                    chanceNode = m.get("chance");
                    if (chanceNode == null) {
                        throw v.where().error("exit " + name + " needs chance: (its chance at each step, 0 to 1)");
                    }
                    if (m.containsKey("from")) {
                        from = m.get("from").names("from");
                        for (String f : from) {
                            int k = states.indexOf(f);
                            if (k < 0 || k == steps) {
                                throw m.get("from").where().error("from: names the states an exit leaves, those "
                                        + "with a dwell (" + String.join(", ", states.subList(0, steps)) + "), not '"
                                        + f + "'");
                            }
                        }
                    }
                }
                double chance = chanceNode.number("the chance of exit " + name);
                if (!(chance > 0 && chance < 1)) {
                    throw chanceNode.where().error("an exit's chance is above 0 and below 1 (the share of the rows "
                            + "leaving each step for it), not " + chanceNode.scalar("chance"));
                }
                double[] perStep = new double[steps];
                for (String f : from) {
                    perStep[states.indexOf(f)] = chance;
                }
                byExit.put(name, perStep);
            }
        }
        exits.addAll(byExit.keySet());
        double[][] chances = new double[steps][exits.size()];
        for (int k = 0; k < steps; k++) {
            double sum = 0;
            for (int e = 0; e < exits.size(); e++) {
                chances[k][e] = byExit.get(exits.get(e))[k];
                sum += chances[k][e];
            }
            if (!(sum < 1)) {
                throw node.where().error(String.format(Locale.ROOT, "the exits' chances from state %s add up to %s: "
                        + "they share the rows leaving it with the next state, so they add up to less than 1",
                        states.get(k), sum));
            }
        }
        return chances;
    }

    /** An ENUM or SET type holds every state and exit, or the column is refused naming the one it lacks. */
    private static void checkListed(Spec.ColumnDef c, List<String> names) {
        if (c.type() == null || !TypeChecks.LISTED.matcher(c.type()).matches()) {
            return;
        }
        List<String> members = new ArrayList<>();
        Matcher m = MEMBER.matcher(c.type());
        while (m.find()) {
            members.add(m.group(1).replace("''", "'"));
        }
        for (String n : names) {
            if (!members.contains(n)) {
                throw c.where().error("type " + c.type().strip() + " does not list state '" + n + "': add it, or "
                        + "drop type: (a VARCHAR as wide as the longest state)");
            }
        }
    }

    /** gen: state_time. */
    Col stateTime(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        Node of = o.get("of");
        if (of == null) {
            throw c.genWhere().error("state_time needs 'of: COLUMN' (a gen: states column of this table)");
        }
        String name = of.scalar("of");
        Spec.ColumnDef def = t.columnDef(name);
        if (def == null || !def.gen().equals("states")) {
            throw of.where().error("of: names " + name + ", which is not a gen: states column of " + t.def.name()
                    + ": name one");
        }
        comp.column(t, name, of.where());
        StateHistory history = t.histories.get(name);
        if (!o.containsKey("state")) {
            Generators.Timed timed = history::heldSince;
            Col col = new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
            Node format = o.get("format");
            return format == null ? col : TimeFormats.apply(col, c, format);
        }
        return enteredAt(t, c, history);
    }

    /**
     * {@code state: NAME}: when the row entered NAME, NULL where it had not by as_of (the first state: always, at its
     * start). A time after it follows the time the row enters NAME later, or where its way passes NAME by, the time
     * it reaches the final state it ends in.
     */
    private Col enteredAt(Table t, Spec.ColumnDef c, StateHistory history) {
        Node stateNode = c.options().get("state");
        String state = stateNode.scalar("state");
        int index = history.names().indexOf(state);
        if (index < 0) {
            throw stateNode.where().error("state: names " + state + ", which is none of the states and exits of "
                    + c.options().get("of").scalar("of") + " (" + String.join(", ", history.names()) + ")");
        }
        long asOf = history.asOf();
        Generators.Timed timed = row -> {
            long at = history.entered(row, index);
            return at == StateHistory.NEVER ? history.ended(row) : at;
        };
        Col col = new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, index > 0);
        Node format = c.options().get("format");
        Col written = format == null ? col : TimeFormats.apply(col, c, format);
        if (index == 0) {
            return written;
        }
        seedgen.generate.ValueGenerator all = written.gen();
        seedgen.generate.ValueGenerator gen = row -> {
            long at = history.entered(row, index);
            return at == StateHistory.NEVER || at > asOf ? null : all.valueFor(row);
        };
        return new Col(c.name(), gen, written.type(), false, false, timed, null, false, null, true);
    }
}
