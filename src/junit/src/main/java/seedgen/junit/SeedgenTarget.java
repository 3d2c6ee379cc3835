package seedgen.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the static field, or static method with no parameters, of a test class that says where
 * {@link SeedgenDataset} loads: a {@link JdbcTarget} (URL, user and password), a JDBC URL as a {@code String}
 * (user {@code root}, no password), or a {@link javax.sql.DataSource} the test already has (a HikariCP pool, Spring's),
 * whose connections the load borrows and gives back as lent, writing where it points (see
 * {@link seedgen.Seedgen#into(javax.sql.DataSource)}). It is read when the load starts, so a method may start a server
 * first.
 */
@Target({ElementType.FIELD, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface SeedgenTarget {
}
