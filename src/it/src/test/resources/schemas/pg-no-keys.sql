-- schemas/no-keys.sql for PostgreSQL: no foreign key declared; the tables refer to each other by name only.
CREATE TABLE actor (
  actor_id bigserial PRIMARY KEY,
  actor_name varchar(255) NOT NULL UNIQUE
);
CREATE TABLE page (
  page_id serial PRIMARY KEY,
  page_namespace integer NOT NULL,
  page_title varchar(255) NOT NULL,
  page_len integer NOT NULL
);
CREATE TABLE revision (
  rev_id serial PRIMARY KEY,
  rev_page integer NOT NULL,
  rev_actor bigint NOT NULL,
  rev_parent_id integer,
  rev_len integer,
  rev_minor_edit boolean NOT NULL DEFAULT false
);
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email varchar(255) NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE posts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  parent_id bigint,
  external_id integer,
  title varchar(200) NOT NULL
);
CREATE TABLE comments (
  id bigserial PRIMARY KEY,
  post_id bigint NOT NULL,
  user_id bigint,
  body text
);
