-- Declarative partitioning as PostgreSQL applications have it, for --from-db: a table partitioned by hash whose
-- foreign keys are declared on each partition and not on the parent (the only way before PostgreSQL 12, kept by
-- schemas that grew from then), a table partitioned by list whose foreign key is the parent's (PostgreSQL copies it
-- onto each partition), a table that refers to a partitioned table's key, and a sequence a DEFAULT uses without
-- owning it. Written for seedgen's tests.
CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  email character varying(120) NOT NULL UNIQUE,
  display_name character varying(12) NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE devices (
  id serial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id),
  label character varying(40) NOT NULL
);

CREATE SEQUENCE event_ids;

CREATE TABLE events (
  id bigint NOT NULL DEFAULT nextval('event_ids'),
  account_id bigint NOT NULL,
  device_id integer,
  kind character varying(12) NOT NULL,
  happened_at timestamptz NOT NULL,
  PRIMARY KEY (id, account_id)
) PARTITION BY HASH (account_id);

CREATE TABLE events_0 PARTITION OF events FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE events_1 PARTITION OF events FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE events_2 PARTITION OF events FOR VALUES WITH (MODULUS 3, REMAINDER 2);
ALTER TABLE events_0 ADD CONSTRAINT events_0_account FOREIGN KEY (account_id) REFERENCES accounts (id);
ALTER TABLE events_0 ADD CONSTRAINT events_0_device FOREIGN KEY (device_id) REFERENCES devices (id);
ALTER TABLE events_1 ADD CONSTRAINT events_1_account FOREIGN KEY (account_id) REFERENCES accounts (id);
ALTER TABLE events_1 ADD CONSTRAINT events_1_device FOREIGN KEY (device_id) REFERENCES devices (id);
ALTER TABLE events_2 ADD CONSTRAINT events_2_account FOREIGN KEY (account_id) REFERENCES accounts (id);
ALTER TABLE events_2 ADD CONSTRAINT events_2_device FOREIGN KEY (device_id) REFERENCES devices (id);

CREATE TABLE sessions (
  id bigserial,
  region character varying(8) NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id),
  started_at timestamptz NOT NULL,
  PRIMARY KEY (id, region)
) PARTITION BY LIST (region);

CREATE TABLE sessions_eu PARTITION OF sessions FOR VALUES IN ('eu');
CREATE TABLE sessions_us PARTITION OF sessions FOR VALUES IN ('us');
CREATE TABLE sessions_other PARTITION OF sessions DEFAULT;

CREATE TABLE event_notes (
  id serial PRIMARY KEY,
  event_id bigint NOT NULL,
  account_id bigint NOT NULL,
  body text NOT NULL,
  FOREIGN KEY (event_id, account_id) REFERENCES events (id, account_id)
);
