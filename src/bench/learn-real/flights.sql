-- nycflights13 (../shared/learn-real/flights): the tables, in the CSV's column order, with the primary keys the data
-- satisfies. One file for every server family: names in double quotes (MariaDB and MySQL read them with
-- sql_mode ANSI_QUOTES), DATETIME written as PostgreSQL's TIMESTAMP by learn-real.sh, and with PG_FOLD=1 the quotes
-- are dropped so PostgreSQL folds every name to lower case. Foreign keys are in flights-keys.sql, declared after the
-- rows are loaded, so the server checks each against the data.
-- Checked against the data and NOT declared:
--   flights.tailnum -> planes: 721 tail numbers on 50,094 flights are not in planes (plane_tailnum is the same
--     column with those set to NULL, and is declared);
--   flights.dest -> airports: BQN, PSE, SJU and STT (7,602 flights) are not in airports;
--   flights (origin, dep_at) -> weather (origin, time_hour): weather is hourly, departures are to the minute.

CREATE TABLE "airlines" (
  "carrier" VARCHAR(2) NOT NULL,
  "name" VARCHAR(40) NOT NULL,
  PRIMARY KEY ("carrier")
);

CREATE TABLE "airports" (
  "faa" VARCHAR(3) NOT NULL,
  "name" VARCHAR(60) NOT NULL,
  "lat" DOUBLE PRECISION NOT NULL,
  "lon" DOUBLE PRECISION NOT NULL,
  "alt" INTEGER NOT NULL,
  "tz" SMALLINT NOT NULL,
  "dst" VARCHAR(1) NOT NULL,
  PRIMARY KEY ("faa")
);

CREATE TABLE "planes" (
  "tailnum" VARCHAR(6) NOT NULL,
  "year" SMALLINT,
  "type" VARCHAR(30) NOT NULL,
  "manufacturer" VARCHAR(40) NOT NULL,
  "model" VARCHAR(20) NOT NULL,
  "engines" SMALLINT NOT NULL,
  "seats" SMALLINT NOT NULL,
  "speed" SMALLINT,
  "engine" VARCHAR(16) NOT NULL,
  PRIMARY KEY ("tailnum")
);

-- Hourly weather at the three origins: a time inside a composite key.
CREATE TABLE "weather" (
  "origin" VARCHAR(3) NOT NULL,
  "time_hour" DATETIME NOT NULL,
  "year" SMALLINT NOT NULL,
  "month" SMALLINT NOT NULL,
  "day" SMALLINT NOT NULL,
  "hour" SMALLINT NOT NULL,
  "temp" DOUBLE PRECISION,
  "dewp" DOUBLE PRECISION,
  "humid" DOUBLE PRECISION,
  "wind_dir" SMALLINT,
  "wind_speed" DOUBLE PRECISION,
  "wind_gust" DOUBLE PRECISION,
  "precip" DOUBLE PRECISION NOT NULL,
  "pressure" DOUBLE PRECISION,
  "visib" DOUBLE PRECISION NOT NULL,
  PRIMARY KEY ("origin", "time_hour")
);

-- Every flight of 2013 from EWR, JFK and LGA. dep_time and arr_time are clock times as hhmm; a cancelled flight
-- has both NULL.
CREATE TABLE "flights" (
  "id" INTEGER NOT NULL,
  "year" SMALLINT NOT NULL,
  "month" SMALLINT NOT NULL,
  "day" SMALLINT NOT NULL,
  "dep_time" SMALLINT,
  "dep_delay" SMALLINT,
  "arr_time" SMALLINT,
  "arr_delay" SMALLINT,
  "carrier" VARCHAR(2) NOT NULL,
  "tailnum" VARCHAR(6),
  "plane_tailnum" VARCHAR(6),
  "flight" SMALLINT NOT NULL,
  "origin" VARCHAR(3) NOT NULL,
  "dest" VARCHAR(3) NOT NULL,
  "air_time" SMALLINT,
  "distance" SMALLINT NOT NULL,
  "hour" SMALLINT,
  "minute" SMALLINT,
  "flight_date" DATE NOT NULL,
  "dep_at" DATETIME,
  PRIMARY KEY ("id")
);
