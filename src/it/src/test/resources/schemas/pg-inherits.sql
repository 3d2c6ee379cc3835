-- Table inheritance as PostgreSQL applications use it, for --from-db (written for seedgen's tests): a parent with
-- foreign keys whose children by INHERITS take its columns and its id's sequence but none of its keys (each declares
-- its own key, one a unique key instead, one none at all; a grandchild below one), a child that pins the parent's
-- reference to a kind with a CHECK, a table that draws its key from the parent's sequence and ships a row, a table
-- that refers to the parent (the server looks at the parent's own rows), and references to a unique column that is
-- not the key: a heading's parent by its id, and an account's heading.
CREATE TABLE people (
  id serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE topics (
  id serial PRIMARY KEY,
  title text NOT NULL
);

-- the application's own kinds of note, shipped with the schema
CREATE TABLE note_kinds (
  id int PRIMARY KEY,
  label text NOT NULL UNIQUE
);
INSERT INTO note_kinds VALUES (1, 'person'), (2, 'topic'), (3, 'other');

CREATE TABLE notes (
  id serial PRIMARY KEY,
  author_id int NOT NULL REFERENCES people (id),
  kind int NOT NULL REFERENCES note_kinds (id),
  body text NOT NULL CHECK (body <> ''),
  ref_key int NOT NULL,
  created timestamp NOT NULL DEFAULT now()
);

CREATE TABLE topic_notes (
  PRIMARY KEY (id),
  FOREIGN KEY (ref_key) REFERENCES topics (id),
  CHECK (kind = 2)
) INHERITS (notes);

CREATE TABLE person_notes (
  pinned boolean NOT NULL DEFAULT false,
  PRIMARY KEY (id),
  FOREIGN KEY (ref_key) REFERENCES people (id),
  CHECK (kind = 1)
) INHERITS (notes);

-- a grandchild: notes' keys and topic_notes' reach it, and it declares one of them again
CREATE TABLE pinned_topic_notes (
  until date,
  UNIQUE (id),
  FOREIGN KEY (ref_key) REFERENCES topics (id)
) INHERITS (topic_notes);

-- no key of its own: its ids come from notes' sequence all the same
CREATE TABLE loose_notes () INHERITS (notes);

-- no child of notes, but numbered by its sequence, with a row the application ships: kept, and the notes made
-- take other values
CREATE TABLE note_drafts (
  id int PRIMARY KEY DEFAULT nextval('notes_id_seq'),
  body text NOT NULL
);
INSERT INTO note_drafts (body) VALUES ('a draft the application ships');

CREATE TABLE note_links (
  id serial PRIMARY KEY,
  note_id int NOT NULL REFERENCES notes (id),
  label text
);

CREATE TABLE headings (
  id serial NOT NULL UNIQUE,
  code text PRIMARY KEY,
  parent_id int REFERENCES headings (id),
  label text
);

CREATE TABLE accounts (
  id serial PRIMARY KEY,
  heading int NOT NULL REFERENCES headings (id),
  name text
);
