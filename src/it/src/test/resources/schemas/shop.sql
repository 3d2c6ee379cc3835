-- A shop as an application's migrations would make it: keys of every shape seedgen reads from a catalog.
CREATE TABLE customers (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(255) NOT NULL UNIQUE,
  first_name VARCHAR(50) NOT NULL,
  last_name VARCHAR(50) NOT NULL,
  phone VARCHAR(30),
  city VARCHAR(80),
  country CHAR(2),
  birth_date DATE,
  status ENUM('active', 'banned', 'it''s complicated') NOT NULL DEFAULT 'active',
  is_admin TINYINT(1) NOT NULL DEFAULT 0,
  created_at DATETIME NOT NULL,
  updated_at TIMESTAMP NULL
);
CREATE TABLE categories (
  id SMALLINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  parent_id SMALLINT NULL,
  name VARCHAR(60) NOT NULL,
  CONSTRAINT fk_category_parent FOREIGN KEY (parent_id) REFERENCES categories (id)
);
CREATE TABLE languages (
  id TINYINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name CHAR(20) NOT NULL,
  flag BLOB,
  code BINARY(2) NOT NULL
);
CREATE TABLE products (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  sku VARCHAR(40) NOT NULL UNIQUE,
  title VARCHAR(120) NOT NULL,
  description TEXT,
  price DECIMAL(8,2) NOT NULL,
  weight FLOAT,
  stock SMALLINT UNSIGNED NOT NULL,
  category_id SMALLINT NOT NULL,
  attributes JSON,
  released YEAR,
  language_id TINYINT UNSIGNED NULL,
  thumbnail VARBINARY(200),
  CONSTRAINT fk_product_category FOREIGN KEY (category_id) REFERENCES categories (id),
  CONSTRAINT fk_product_language FOREIGN KEY (language_id) REFERENCES languages (id)
);
CREATE TABLE currencies (
  code CHAR(3) NOT NULL PRIMARY KEY,
  name VARCHAR(40) NOT NULL
);
CREATE TABLE orders (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id INT UNSIGNED NOT NULL,
  total DECIMAL(10,2) NOT NULL,
  placed_at DATETIME NOT NULL,
  ship_time TIME,
  note VARCHAR(200),
  currency CHAR(3) NOT NULL,
  CONSTRAINT fk_order_customer FOREIGN KEY (customer_id) REFERENCES customers (id),
  CONSTRAINT fk_order_currency FOREIGN KEY (currency) REFERENCES currencies (code)
);
CREATE TABLE order_events (
  order_id BIGINT NOT NULL,
  seq INT NOT NULL,
  happened_at DATETIME NOT NULL,
  PRIMARY KEY (order_id, seq),
  CONSTRAINT fk_event_order FOREIGN KEY (order_id) REFERENCES orders (id)
);
CREATE TABLE order_items (
  order_id BIGINT NOT NULL,
  product_id BIGINT UNSIGNED NOT NULL,
  quantity TINYINT UNSIGNED NOT NULL,
  unit_price DECIMAL(8,2) NOT NULL,
  PRIMARY KEY (order_id, product_id),
  CONSTRAINT fk_item_order FOREIGN KEY (order_id) REFERENCES orders (id),
  CONSTRAINT fk_item_product FOREIGN KEY (product_id) REFERENCES products (id)
);
CREATE TABLE customer_profiles (
  customer_id INT UNSIGNED NOT NULL PRIMARY KEY,
  bio TEXT,
  website VARCHAR(200),
  CONSTRAINT fk_profile_customer FOREIGN KEY (customer_id) REFERENCES customers (id)
);
CREATE TABLE stores (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  manager_id INT UNSIGNED NOT NULL UNIQUE,
  opened_on DATE NOT NULL,
  CONSTRAINT fk_store_manager FOREIGN KEY (manager_id) REFERENCES customers (id)
);
