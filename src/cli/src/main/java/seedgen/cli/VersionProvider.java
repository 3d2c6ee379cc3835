package seedgen.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar manifest (Implementation-Version), "dev" when run from classes. */
final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = SeedgenCommand.class.getPackage().getImplementationVersion();
        return new String[] {"seedgen " + (version == null ? "dev" : version)};
    }
}
