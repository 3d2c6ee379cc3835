-- The shop of shop-mysql.sql, in PostgreSQL's words.
CREATE TABLE customers (
  id serial PRIMARY KEY,
  email varchar(255) NOT NULL UNIQUE,
  name varchar(100) NOT NULL,
  created_at timestamp NOT NULL
);
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  status varchar(16) NOT NULL,
  total numeric(10, 2) NOT NULL,
  placed_at timestamp NOT NULL
);
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  action varchar(40) NOT NULL,
  happened_at timestamp NOT NULL
);
