package seedgen.cli;

import java.io.PrintStream;

/**
 * A stream for seedgen's messages in which every command written as {@code `seedgen ...`} starts with the path
 * of the launcher seedgen was started with, so that it runs when pasted where seedgen is not on the PATH. Only
 * text printed as strings is rewritten; bytes written as such (an export to stdout) pass through untouched.
 */
final class LauncherOutput extends PrintStream {

    private final String launcher;
    private final PrintStream wrapped;

    private LauncherOutput(PrintStream out, String launcher) {
        super(out, true);
        this.launcher = launcher;
        this.wrapped = out;
    }

    /** The stream underneath: an export writes its bytes there and checks each write (a PrintStream hides errors). */
    static PrintStream unwrap(PrintStream out) {
        return out instanceof LauncherOutput l ? l.wrapped : out;
    }

    /** {@code out} itself when the launcher is unknown (seedgen run as a library or by {@code java -cp}). */
    static PrintStream of(PrintStream out, String launcher) {
        return launcher == null || launcher.isBlank() ? out : new LauncherOutput(out, launcher);
    }

    @Override
    public void print(String s) {
        super.print(ResumeCommand.asInvoked(launcher, s));
    }

    @Override
    public void println(String s) {
        super.println(ResumeCommand.asInvoked(launcher, s));
    }

    @Override
    public void println(Object o) {
        println(String.valueOf(o));
    }
}
