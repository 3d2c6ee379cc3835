-- MySQL/MariaDB columns --from-db fills beyond the common ones: a VARBINARY primary key, a BLOB primary key on a
-- prefix, VIRTUAL and STORED generated columns the server fills, a SET column, and unique keys on prefixes of TEXT
-- columns (values must differ within the prefix).
CREATE TABLE badges (
  k VARBINARY(16) NOT NULL PRIMARY KEY,
  label VARCHAR(40) NOT NULL,
  label_length INT AS (CHAR_LENGTH(label)) VIRTUAL,
  label_upper VARCHAR(40) AS (UPPER(label)) STORED,
  perms SET('read', 'write', 'admin', 'audit') NOT NULL,
  note TEXT NOT NULL,
  UNIQUE KEY note_prefix (note(4))
);

CREATE TABLE blobs (
  b BLOB NOT NULL,
  payload VARBINARY(64),
  PRIMARY KEY (b(6))
);

CREATE TABLE titles (
  id INT AUTO_INCREMENT PRIMARY KEY,
  title TEXT NOT NULL,
  UNIQUE KEY title_prefix (title(3))
);
