-- A PostgreSQL table with a column of each type --from-db fills beyond the common ones: arrays (of text, integer,
-- varchar(20), uuid and an enum type), every built-in range and multirange type, tsvector (a search column made
-- from its row's text), macaddr, macaddr8, bit(n), varbit(n), xml, the geometric types, hstore and ltree (the
-- extensions are created by the test before this runs), a GENERATED ALWAYS AS IDENTITY key and a generated column
-- the server fills.
CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy');

CREATE TABLE everything (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title varchar(80) NOT NULL,
  body text,
  title_upper text GENERATED ALWAYS AS (upper(title)) STORED,
  tags text[] NOT NULL,
  scores integer[],
  codes varchar(20)[] NOT NULL,
  ids uuid[],
  moods mood[] NOT NULL,
  seats int4range NOT NULL,
  big_span int8range,
  prices numrange NOT NULL,
  stay daterange NOT NULL,
  slot tsrange NOT NULL,
  slot_tz tstzrange NOT NULL,
  seat_sets int4multirange NOT NULL,
  big_spans int8multirange,
  price_sets nummultirange NOT NULL,
  stays datemultirange NOT NULL,
  slots tsmultirange NOT NULL,
  slots_tz tstzmultirange NOT NULL,
  search_vector tsvector NOT NULL,
  mac macaddr NOT NULL,
  mac8 macaddr8 NOT NULL,
  flags bit(8) NOT NULL,
  mask varbit(20) NOT NULL,
  doc xml NOT NULL,
  pos point NOT NULL,
  ln line NOT NULL,
  seg lseg NOT NULL,
  area box NOT NULL,
  route path NOT NULL,
  outline polygon NOT NULL,
  zone circle NOT NULL,
  attrs hstore NOT NULL,
  category ltree NOT NULL
);
