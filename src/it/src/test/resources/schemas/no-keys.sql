-- A schema that declares no foreign key, as MediaWiki and many PHP and Rails applications ship: its tables refer to
-- each other by name only. MediaWiki's way: revision's columns share the prefix rev_, and rev_page and rev_actor
-- name the tables page and actor, whose keys are page_id and actor_id (rev_parent_id names no table). Rails' way:
-- posts.user_id to users.id, comments.post_id to posts.id, posts.parent_id to another post; external_id names none.
CREATE TABLE actor (
  actor_id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  actor_name VARBINARY(255) NOT NULL,
  UNIQUE KEY actor_name (actor_name)
);
CREATE TABLE page (
  page_id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  page_namespace INT NOT NULL,
  page_title VARBINARY(255) NOT NULL,
  page_len INT UNSIGNED NOT NULL
);
CREATE TABLE revision (
  rev_id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  rev_page INT UNSIGNED NOT NULL,
  rev_actor BIGINT UNSIGNED NOT NULL,
  rev_parent_id INT UNSIGNED DEFAULT NULL,
  rev_len INT UNSIGNED DEFAULT NULL,
  rev_minor_edit TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(255) NOT NULL,
  created_at DATETIME NOT NULL
);
CREATE TABLE posts (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  parent_id BIGINT NULL,
  external_id INT NULL,
  title VARCHAR(200) NOT NULL
);
CREATE TABLE comments (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  post_id BIGINT NOT NULL,
  user_id BIGINT NULL,
  body TEXT
);
