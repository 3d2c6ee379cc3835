-- The Lahman baseball database 13.0 (../shared/learn-real/lahman): the tables, in the CSV's column order, with the
-- primary keys the data satisfies (no unique key holds beside them); the CSV's camelCase names kept. Written once
-- for every server family as flights.sql is (double-quoted names; PG_FOLD=1 drops the quotes). Foreign keys are in
-- lahman-keys.sql, declared after the rows are loaded.
-- Checked against the data and NOT declared:
--   allstarfull (playerID, yearID, gameNum): contrwi02 played the 2022 game for both ATL and CHN, so teamID joins
--     the key;
--   salaries (yearID, playerID): 105 players were paid by two teams in one year, so teamID joins the key;
--   people.bbrefID and people.retroID unique: kellyho99 and kellyjo01 are one man listed twice, with the same
--     bbrefID (kellyjo01) and retroID;
--   pitching (playerID, yearID, stint) -> batting and fielding (playerID, yearID, stint) -> batting hold, but they
--     are not relations the database publishes (a season's lines in three tables), so they are left out;
--   (every playerID and every (yearID, teamID) of a season has its parent: no orphans here)

CREATE TABLE "people" (
  "playerID" VARCHAR(10) NOT NULL,
  "birthYear" SMALLINT,
  "birthMonth" SMALLINT,
  "birthDay" SMALLINT,
  "birthCity" VARCHAR(40),
  "birthCountry" VARCHAR(20),
  "birthState" VARCHAR(30),
  "deathYear" SMALLINT,
  "deathMonth" SMALLINT,
  "deathDay" SMALLINT,
  "deathCountry" VARCHAR(20),
  "deathState" VARCHAR(30),
  "deathCity" VARCHAR(30),
  "nameFirst" VARCHAR(20),
  "nameLast" VARCHAR(25),
  "nameGiven" VARCHAR(50) NOT NULL,
  "weight" SMALLINT,
  "height" SMALLINT,
  "bats" VARCHAR(1),
  "throws" VARCHAR(1),
  "debut" DATE,
  "bbrefID" VARCHAR(10),
  "finalGame" DATE,
  "retroID" VARCHAR(10),
  "deathDate" DATE,
  "birthDate" DATE,
  PRIMARY KEY ("playerID")
);

CREATE TABLE "teamsfranchises" (
  "franchID" VARCHAR(3) NOT NULL,
  "franchName" VARCHAR(40) NOT NULL,
  "active" VARCHAR(2) NOT NULL,
  "NAassoc" VARCHAR(3),
  PRIMARY KEY ("franchID")
);

-- A team's season: keyed by (yearID, teamID), which the tables of seasons refer to.
CREATE TABLE "teams" (
  "yearID" SMALLINT NOT NULL,
  "lgID" VARCHAR(2) NOT NULL,
  "teamID" VARCHAR(3) NOT NULL,
  "franchID" VARCHAR(3) NOT NULL,
  "divID" VARCHAR(1),
  "Rank" SMALLINT NOT NULL,
  "G" SMALLINT NOT NULL,
  "Ghome" SMALLINT,
  "W" SMALLINT NOT NULL,
  "L" SMALLINT NOT NULL,
  "DivWin" VARCHAR(1),
  "WCWin" VARCHAR(1),
  "LgWin" VARCHAR(1),
  "WSWin" VARCHAR(1),
  "R" SMALLINT NOT NULL,
  "AB" SMALLINT NOT NULL,
  "H" SMALLINT NOT NULL,
  "X2B" SMALLINT NOT NULL,
  "X3B" SMALLINT NOT NULL,
  "HR" SMALLINT NOT NULL,
  "BB" SMALLINT NOT NULL,
  "SO" SMALLINT,
  "SB" SMALLINT,
  "CS" SMALLINT,
  "HBP" SMALLINT,
  "SF" SMALLINT,
  "RA" SMALLINT NOT NULL,
  "ER" SMALLINT NOT NULL,
  "ERA" DECIMAL(4,2) NOT NULL,
  "CG" SMALLINT NOT NULL,
  "SHO" SMALLINT NOT NULL,
  "SV" SMALLINT NOT NULL,
  "IPouts" SMALLINT NOT NULL,
  "HA" SMALLINT NOT NULL,
  "HRA" SMALLINT NOT NULL,
  "BBA" SMALLINT NOT NULL,
  "SOA" SMALLINT NOT NULL,
  "E" SMALLINT NOT NULL,
  "DP" SMALLINT NOT NULL,
  "FP" DECIMAL(4,3) NOT NULL,
  "name" VARCHAR(40) NOT NULL,
  "park" VARCHAR(80),
  "attendance" INTEGER,
  "BPF" SMALLINT NOT NULL,
  "PPF" SMALLINT NOT NULL,
  "teamIDBR" VARCHAR(3) NOT NULL,
  "teamIDlahman45" VARCHAR(3) NOT NULL,
  "teamIDretro" VARCHAR(3) NOT NULL,
  PRIMARY KEY ("yearID", "teamID")
);

-- A player's season with one team: stint counts 1, 2, ... within (playerID, yearID).
CREATE TABLE "batting" (
  "playerID" VARCHAR(10) NOT NULL,
  "yearID" SMALLINT NOT NULL,
  "stint" SMALLINT NOT NULL,
  "teamID" VARCHAR(3) NOT NULL,
  "lgID" VARCHAR(2) NOT NULL,
  "G" SMALLINT NOT NULL,
  "AB" SMALLINT NOT NULL,
  "R" SMALLINT NOT NULL,
  "H" SMALLINT NOT NULL,
  "X2B" SMALLINT NOT NULL,
  "X3B" SMALLINT NOT NULL,
  "HR" SMALLINT NOT NULL,
  "RBI" SMALLINT,
  "SB" SMALLINT,
  "CS" SMALLINT,
  "BB" SMALLINT NOT NULL,
  "SO" SMALLINT,
  "IBB" SMALLINT,
  "HBP" SMALLINT,
  "SH" SMALLINT,
  "SF" SMALLINT,
  "GIDP" SMALLINT,
  PRIMARY KEY ("playerID", "yearID", "stint")
);

CREATE TABLE "fielding" (
  "playerID" VARCHAR(10) NOT NULL,
  "yearID" SMALLINT NOT NULL,
  "stint" SMALLINT NOT NULL,
  "teamID" VARCHAR(3) NOT NULL,
  "lgID" VARCHAR(2) NOT NULL,
  "POS" VARCHAR(2) NOT NULL,
  "G" SMALLINT NOT NULL,
  "GS" SMALLINT,
  "InnOuts" SMALLINT,
  "PO" SMALLINT NOT NULL,
  "A" SMALLINT NOT NULL,
  "E" SMALLINT,
  "DP" SMALLINT NOT NULL,
  "PB" SMALLINT,
  "WP" SMALLINT,
  "SB" SMALLINT,
  "CS" SMALLINT,
  "ZR" SMALLINT,
  PRIMARY KEY ("playerID", "yearID", "stint", "POS")
);

CREATE TABLE "pitching" (
  "playerID" VARCHAR(10) NOT NULL,
  "yearID" SMALLINT NOT NULL,
  "stint" SMALLINT NOT NULL,
  "teamID" VARCHAR(3) NOT NULL,
  "lgID" VARCHAR(2) NOT NULL,
  "W" SMALLINT NOT NULL,
  "L" SMALLINT NOT NULL,
  "G" SMALLINT NOT NULL,
  "GS" SMALLINT NOT NULL,
  "CG" SMALLINT NOT NULL,
  "SHO" SMALLINT NOT NULL,
  "SV" SMALLINT NOT NULL,
  "IPouts" SMALLINT NOT NULL,
  "H" SMALLINT NOT NULL,
  "ER" SMALLINT NOT NULL,
  "HR" SMALLINT NOT NULL,
  "BB" SMALLINT NOT NULL,
  "SO" SMALLINT NOT NULL,
  "BAOpp" DECIMAL(5,3),
  "ERA" DECIMAL(6,2),
  "IBB" SMALLINT,
  "WP" SMALLINT NOT NULL,
  "HBP" SMALLINT,
  "BK" SMALLINT NOT NULL,
  "BFP" SMALLINT,
  "GF" SMALLINT NOT NULL,
  "R" SMALLINT NOT NULL,
  "SH" SMALLINT,
  "SF" SMALLINT,
  "GIDP" SMALLINT,
  PRIMARY KEY ("playerID", "yearID", "stint")
);

CREATE TABLE "salaries" (
  "yearID" SMALLINT NOT NULL,
  "teamID" VARCHAR(3) NOT NULL,
  "lgID" VARCHAR(2) NOT NULL,
  "playerID" VARCHAR(10) NOT NULL,
  "salary" INTEGER NOT NULL,
  PRIMARY KEY ("yearID", "teamID", "playerID")
);

CREATE TABLE "allstarfull" (
  "playerID" VARCHAR(10) NOT NULL,
  "yearID" SMALLINT NOT NULL,
  "gameNum" SMALLINT NOT NULL,
  "gameID" VARCHAR(12),
  "teamID" VARCHAR(3) NOT NULL,
  "lgID" VARCHAR(2) NOT NULL,
  "GP" SMALLINT NOT NULL,
  "startingPos" VARCHAR(4),
  PRIMARY KEY ("playerID", "yearID", "gameNum", "teamID")
);

CREATE TABLE "managers" (
  "playerID" VARCHAR(10) NOT NULL,
  "yearID" SMALLINT NOT NULL,
  "teamID" VARCHAR(3) NOT NULL,
  "lgID" VARCHAR(2) NOT NULL,
  "inseason" SMALLINT NOT NULL,
  "G" SMALLINT NOT NULL,
  "W" SMALLINT NOT NULL,
  "L" SMALLINT NOT NULL,
  "rank" SMALLINT NOT NULL,
  "plyrMgr" VARCHAR(1) NOT NULL,
  PRIMARY KEY ("yearID", "teamID", "inseason")
);

CREATE TABLE "halloffame" (
  "playerID" VARCHAR(10) NOT NULL,
  "yearID" SMALLINT NOT NULL,
  "votedBy" VARCHAR(40) NOT NULL,
  "ballots" SMALLINT,
  "needed" SMALLINT,
  "votes" SMALLINT,
  "inducted" VARCHAR(1),
  "category" VARCHAR(20) NOT NULL,
  "needed_note" VARCHAR(120),
  PRIMARY KEY ("playerID", "yearID", "votedBy")
);
