-- The foreign keys of lahman.sql that the data satisfies: every table of seasons refers to its player and, by a
-- composite key, to its team's season (see lahman.sql for the keys it does not satisfy).
ALTER TABLE "teams" ADD CONSTRAINT "teams_franch_fk" FOREIGN KEY ("franchID") REFERENCES "teamsfranchises" ("franchID");
ALTER TABLE "batting" ADD CONSTRAINT "batting_player_fk" FOREIGN KEY ("playerID") REFERENCES "people" ("playerID");
ALTER TABLE "batting" ADD CONSTRAINT "batting_team_fk" FOREIGN KEY ("yearID", "teamID") REFERENCES "teams" ("yearID", "teamID");
ALTER TABLE "fielding" ADD CONSTRAINT "fielding_player_fk" FOREIGN KEY ("playerID") REFERENCES "people" ("playerID");
ALTER TABLE "fielding" ADD CONSTRAINT "fielding_team_fk" FOREIGN KEY ("yearID", "teamID") REFERENCES "teams" ("yearID", "teamID");
ALTER TABLE "pitching" ADD CONSTRAINT "pitching_player_fk" FOREIGN KEY ("playerID") REFERENCES "people" ("playerID");
ALTER TABLE "pitching" ADD CONSTRAINT "pitching_team_fk" FOREIGN KEY ("yearID", "teamID") REFERENCES "teams" ("yearID", "teamID");
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_player_fk" FOREIGN KEY ("playerID") REFERENCES "people" ("playerID");
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_team_fk" FOREIGN KEY ("yearID", "teamID") REFERENCES "teams" ("yearID", "teamID");
ALTER TABLE "allstarfull" ADD CONSTRAINT "allstarfull_player_fk" FOREIGN KEY ("playerID") REFERENCES "people" ("playerID");
ALTER TABLE "allstarfull" ADD CONSTRAINT "allstarfull_team_fk" FOREIGN KEY ("yearID", "teamID") REFERENCES "teams" ("yearID", "teamID");
ALTER TABLE "managers" ADD CONSTRAINT "managers_player_fk" FOREIGN KEY ("playerID") REFERENCES "people" ("playerID");
ALTER TABLE "managers" ADD CONSTRAINT "managers_team_fk" FOREIGN KEY ("yearID", "teamID") REFERENCES "teams" ("yearID", "teamID");
ALTER TABLE "halloffame" ADD CONSTRAINT "halloffame_player_fk" FOREIGN KEY ("playerID") REFERENCES "people" ("playerID");
