-- The foreign keys of flights.sql that the data satisfies (see there for those it does not).
ALTER TABLE "flights" ADD CONSTRAINT "flights_carrier_fk" FOREIGN KEY ("carrier") REFERENCES "airlines" ("carrier");
ALTER TABLE "flights" ADD CONSTRAINT "flights_origin_fk" FOREIGN KEY ("origin") REFERENCES "airports" ("faa");
ALTER TABLE "flights" ADD CONSTRAINT "flights_plane_fk" FOREIGN KEY ("plane_tailnum") REFERENCES "planes" ("tailnum");
ALTER TABLE "weather" ADD CONSTRAINT "weather_origin_fk" FOREIGN KEY ("origin") REFERENCES "airports" ("faa");
