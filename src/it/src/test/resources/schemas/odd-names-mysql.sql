-- Names an application may give that no spec could hold before: hyphens, a leading digit, spaces, mixed case,
-- reserved words and non-ASCII letters, in tables, columns, keys and foreign keys. Written for seedgen's tests.
CREATE TABLE `Select` (
  `Order` int NOT NULL AUTO_INCREMENT PRIMARY KEY,
  `from` varchar(40) NOT NULL,
  `user name` varchar(60) NOT NULL UNIQUE,
  `naïve café` varchar(30) NULL
);

CREATE TABLE `order-items` (
  `id` bigint NOT NULL AUTO_INCREMENT PRIMARY KEY,
  `select-order` int NOT NULL,
  `1st_seen` datetime NOT NULL,
  `last seen` datetime NULL,
  `true` tinyint(1) NOT NULL,
  CONSTRAINT `fk-items-select` FOREIGN KEY (`select-order`) REFERENCES `Select` (`Order`)
);

CREATE TABLE `2fa codes` (
  `item id` bigint NOT NULL,
  `Select Order` int NOT NULL,
  `code` char(6) NOT NULL,
  PRIMARY KEY (`item id`, `Select Order`),
  CONSTRAINT `fk 2fa item` FOREIGN KEY (`item id`) REFERENCES `order-items` (`id`),
  CONSTRAINT `fk 2fa select` FOREIGN KEY (`Select Order`) REFERENCES `Select` (`Order`)
);
