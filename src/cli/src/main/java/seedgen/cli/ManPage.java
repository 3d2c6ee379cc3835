package seedgen.cli;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The man page seedgen(1), in roff, from the same command model and sections as {@code --help}: an option added
 * to a command appears in both, with the same words.
 */
final class ManPage {

    private ManPage() {
    }

    static String render(CommandLine root, String version) {
        CommandSpec spec = root.getCommandSpec();
        StringBuilder out = new StringBuilder();
        out.append(".TH SEEDGEN 1 \"\" \"seedgen ").append(text(version)).append("\" \"User Commands\"\n");
        out.append(".SH NAME\nseedgen \\- ").append(text(lowerFirst(String.join(" ", spec.usageMessage()
                .description())))).append('\n');
        out.append(".SH SYNOPSIS\n.B seedgen\n\\fB\\-\\-rows\\fR \\fIN\\fR [\\fIOPTIONS\\fR]\n.br\n.B seedgen\n"
                + "\\fICOMMAND\\fR [\\fIOPTIONS\\fR]\n");
        out.append(".SH DESCRIPTION\n").append(text(String.join(" ", spec.usageMessage().description())))
                .append("\nEvery value is a function of the seed and the row, so the same seed gives the same rows at "
                        + "any thread count, and an interrupted run can be finished exactly with \\fB\\-\\-resume\\fR. "
                        + "With no server named, seedgen starts an embedded MariaDB kept in \\fI./.seedgen/\\fR; "
                        + "\\fB\\-\\-embedded postgresql\\fR starts a PostgreSQL there instead.\n");
        out.append(".SH OPTIONS\n");
        options(out, spec, ".SS ");
        out.append(".SH COMMANDS\n");
        for (Map.Entry<String, CommandLine> e : root.getSubcommands().entrySet()) {
            CommandSpec sub = e.getValue().getCommandSpec();
            out.append(".SS seedgen ").append(text(e.getKey())).append('\n')
                    .append(text(String.join(" ", sub.usageMessage().description()))).append('\n');
            options(out, sub, ".PP\n.I ");
        }
        out.append(".SH EXAMPLES\n");
        for (String[] example : HelpSections.EXAMPLES) {
            out.append(".TP\n.B ").append(option(example[0])).append('\n').append(text(example[1])).append('\n');
        }
        out.append(".SH EXIT STATUS\n");
        for (String[] code : List.of(new String[] {"0", "done"}, new String[] {"1", "failed while running"},
                new String[] {"2", "bad usage or input; nothing was written"},
                new String[] {"3", "target unusable: unreachable, authentication, privileges, an incompatible table, "
                        + "another run on the table or another --tune run on the server"},
                new String[] {"130", "interrupted (Ctrl-C or SIGTERM); the run can be finished with --resume"})) {
            out.append(".TP\n.B ").append(code[0]).append('\n').append(text(code[1])).append('\n');
        }
        out.append(".SH ENVIRONMENT\n");
        for (String[] variable : ENVIRONMENT) {
            out.append(".TP\n.B ").append(variable[0]).append('\n').append(variable[1]).append('\n');
        }
        out.append(".SH FILES\n.TP\n.I ./.seedgen/\nThe embedded MariaDB (mariadb/, about 500 MB) and PostgreSQL "
                + "(postgresql/, about 100 MB), "
                + "the tuning snapshot of a "
                + "\\fB\\-\\-tune\\fR run, the run lock's folder lock.\n.TP\n.I ~/.my.cnf\nRead for host, port, user, "
                + "password and database when no \\fB\\-\\-defaults\\-file\\fR is given.\n.TP\n.I ~/.pgpass\n"
                + "PostgreSQL's password file (or the file \\fBPGPASSFILE\\fR names), read for the password when "
                + "none is given otherwise: lines of host:port:database:user:password, the first that matches.\n");
        out.append(".SH SEE ALSO\nThe README.md beside the launcher, and docs/README.md: one page a subject (datasets, "
                + "existing schemas, PostgreSQL, scale-out, loading, metrics, tuning, exit codes, speed, guarantees).\n");
        return out.toString();
    }

    /** The variables seedgen and its launcher read, each with what it does (roff). */
    static final List<String[]> ENVIRONMENT = List.of(
            new String[] {"SEEDGEN_PASSWORD", "The server password. It is never taken from the command line, where "
                    + "the process list would show it; \\fB\\-\\-ask\\-password\\fR and an option file (on "
                    + "PostgreSQL \\fBPGPASSWORD\\fR and \\fI~/.pgpass\\fR) are the other ways."},
            new String[] {"PGHOST", "PostgreSQL: the server's host when the command line names none (a TCP "
                    + "address; a Unix socket folder is refused)."},
            new String[] {"PGPORT", "PostgreSQL: the server's port when the command line names none (else 5432)."},
            new String[] {"PGUSER", "PostgreSQL: the user when neither \\fB\\-\\-user\\fR nor the URL names "
                    + "one."},
            new String[] {"USER", "PostgreSQL: the user when \\fBPGUSER\\fR is not set either (the login "
                    + "name); without it, postgres."},
            new String[] {"PGDATABASE", "PostgreSQL: the database when neither \\fB\\-\\-database\\fR nor the "
                    + "URL names one (else seedgen)."},
            new String[] {"PGPASSWORD", "PostgreSQL: the password, after \\fB\\-\\-ask\\-password\\fR and "
                    + "\\fBSEEDGEN_PASSWORD\\fR, before \\fI~/.pgpass\\fR."},
            new String[] {"PGPASSFILE", "PostgreSQL: the password file to read instead of \\fI~/.pgpass\\fR."},
            new String[] {"SEEDGEN_JAVA_OPTS", "Options for the Java virtual machine; the launcher adds the serial "
                    + "garbage collector unless they name one, and the quick compiler alone "
                    + "(\\-XX:TieredStopAtLevel=1) for a short run unless they name Tiered*."},
            new String[] {"SEEDGEN_CDS", "off: the launcher neither makes nor maps its class-data archive."},
            new String[] {"SEEDGEN_LAUNCHED_AT", "Set by the launcher: when it started (bash 5's EPOCHREALTIME), "
                    + "from which a run's summary counts its start phase."});

    private static void options(StringBuilder out, CommandSpec spec, String headingMacro) {
        for (Map.Entry<String, List<OptionSpec>> section : HelpSections.sections(spec).entrySet()) {
            out.append(headingMacro).append(text(section.getKey())).append('\n');
            for (OptionSpec listed : section.getValue()) {
                OptionSpec o = HelpSections.described(listed);
                out.append(".TP\n").append(label(o)).append('\n')
                        .append(text(String.join(" ", o.description()))).append('\n');
            }
        }
    }

    private static String label(OptionSpec o) {
        StringBuilder s = new StringBuilder();
        String[] names = o.names();
        for (int i = 0; i < names.length; i++) {
            if (i > 0) {
                s.append(", ");
            }
            s.append("\\fB").append(option(names[i])).append("\\fR");
        }
        if (o.arity().max() > 0) {
            s.append(" \\fI").append(text(o.paramLabel())).append("\\fR");
        }
        return s.toString();
    }

    /** A command-line word: its hyphens as roff's minus sign, so it can be copied from the rendered page. */
    private static String option(String word) {
        return text(word).replace("-", "\\-");
    }

    /** Running text: backslashes escaped, and a line never starting with a control character. */
    static String text(String s) {
        String escaped = s.replace("\\", "\\e");
        return escaped.startsWith(".") || escaped.startsWith("'") ? "\\&" + escaped : escaped;
    }

    private static String lowerFirst(String s) {
        String t = s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
        return t.isEmpty() ? t : t.substring(0, 1).toLowerCase(Locale.ROOT) + t.substring(1);
    }
}
