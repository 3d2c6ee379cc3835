-- Names an application may give that no spec could hold before: hyphens, a leading digit, spaces, mixed case,
-- reserved words and non-ASCII letters, in tables, columns, keys and foreign keys. Written for seedgen's tests.
CREATE TABLE "Select" (
  "Order" serial PRIMARY KEY,
  "from" character varying(40) NOT NULL,
  "user name" text NOT NULL UNIQUE,
  "naïve café" character varying(30)
);

CREATE TABLE "order-items" (
  id bigserial PRIMARY KEY,
  "select-order" integer NOT NULL,
  "1st_seen" timestamptz NOT NULL,
  "last seen" timestamptz,
  "true" boolean NOT NULL,
  CONSTRAINT "fk-items-select" FOREIGN KEY ("select-order") REFERENCES "Select" ("Order")
);

CREATE TABLE "2fa codes" (
  "item id" bigint NOT NULL,
  "Select Order" integer NOT NULL,
  code character(6) NOT NULL,
  PRIMARY KEY ("item id", "Select Order"),
  CONSTRAINT "fk 2fa item" FOREIGN KEY ("item id") REFERENCES "order-items" (id),
  CONSTRAINT "fk 2fa select" FOREIGN KEY ("Select Order") REFERENCES "Select" ("Order")
);
