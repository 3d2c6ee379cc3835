package seedgen.it;

import java.nio.file.Path;

/**
 * Folders under target/ where the integration tests' own servers keep their files. Failsafe runs two test JVMs at
 * once (forkCount in src/it/pom.xml), each with servers of its own: the folder's name ends in the JVM's number,
 * which the build passes as the system property {@code seedgen.it.fork}.
 */
final class ItPaths {

    private ItPaths() {
    }

    static Path target(String name) {
        String fork = System.getProperty("seedgen.it.fork", "");
        return Path.of("target", fork.isBlank() ? name : name + "-" + fork.strip()).toAbsolutePath();
    }
}
