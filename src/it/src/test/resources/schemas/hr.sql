-- People and departments as an application's migrations would make them: two tables that refer to each other (a
-- cycle), self-references (one NOT NULL), histories keyed by a reference and a date, a foreign key of two columns to one, a link
-- table, a unique key of two references and a time, bits, every spatial type, and CHECK constraints.
CREATE TABLE departments (
  dept_no CHAR(4) NOT NULL PRIMARY KEY,
  dept_name VARCHAR(40) NOT NULL UNIQUE CHECK (dept_name <> ''),
  parent_dept CHAR(4) NOT NULL,
  head_emp_no INT NULL,
  flags BIT(5) NOT NULL,
  active BIT(1) NOT NULL DEFAULT b'1',
  site POINT NOT NULL,
  area POLYGON NULL,
  SPATIAL KEY site_idx (site),
  CONSTRAINT fk_dept_parent FOREIGN KEY (parent_dept) REFERENCES departments (dept_no)
);
CREATE TABLE employees (
  emp_no INT NOT NULL PRIMARY KEY,
  birth_date DATE NOT NULL,
  first_name VARCHAR(14) NOT NULL,
  last_name VARCHAR(16) NOT NULL,
  gender ENUM('M', 'F') NOT NULL,
  hire_date DATE NOT NULL,
  dept_no CHAR(4) NOT NULL,
  manager_emp_no INT NULL,
  home GEOMETRY NULL,
  commute LINESTRING NULL,
  CONSTRAINT fk_emp_dept FOREIGN KEY (dept_no) REFERENCES departments (dept_no),
  CONSTRAINT fk_emp_manager FOREIGN KEY (manager_emp_no) REFERENCES employees (emp_no)
);
ALTER TABLE departments ADD CONSTRAINT fk_dept_head FOREIGN KEY (head_emp_no) REFERENCES employees (emp_no);
CREATE TABLE salaries (
  emp_no INT NOT NULL,
  salary INT NOT NULL,
  from_date DATE NOT NULL,
  to_date DATE NOT NULL,
  PRIMARY KEY (emp_no, from_date),
  CONSTRAINT fk_salary_emp FOREIGN KEY (emp_no) REFERENCES employees (emp_no),
  CONSTRAINT salary_positive CHECK (salary BETWEEN 1 AND 500000),
  CONSTRAINT salary_dates CHECK (to_date >= from_date)
);
CREATE TABLE titles (
  emp_no INT NOT NULL,
  title VARCHAR(50) NOT NULL,
  from_date DATE NOT NULL,
  to_date DATE,
  PRIMARY KEY (emp_no, title, from_date),
  CONSTRAINT fk_title_emp FOREIGN KEY (emp_no) REFERENCES employees (emp_no),
  CONSTRAINT title_dates CHECK (to_date IS NULL OR to_date > from_date)
);
CREATE TABLE dept_emp (
  emp_no INT NOT NULL,
  dept_no CHAR(4) NOT NULL,
  from_date DATE NOT NULL,
  to_date DATE NOT NULL,
  PRIMARY KEY (emp_no, dept_no),
  CONSTRAINT fk_de_emp FOREIGN KEY (emp_no) REFERENCES employees (emp_no),
  CONSTRAINT fk_de_dept FOREIGN KEY (dept_no) REFERENCES departments (dept_no)
);
CREATE TABLE shifts (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  emp_no INT NOT NULL,
  dept_no CHAR(4) NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  stops MULTIPOINT NULL,
  paths MULTILINESTRING NULL,
  zones MULTIPOLYGON NULL,
  things GEOMETRYCOLLECTION NULL,
  UNIQUE KEY one_shift (starts_at, emp_no, dept_no),
  CONSTRAINT fk_shift_emp FOREIGN KEY (emp_no) REFERENCES employees (emp_no),
  CONSTRAINT fk_shift_dept FOREIGN KEY (dept_no) REFERENCES departments (dept_no)
);
CREATE TABLE salary_reviews (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  emp_no INT NOT NULL,
  salary_from DATE NOT NULL,
  verdict VARCHAR(200),
  CONSTRAINT fk_review_salary FOREIGN KEY (emp_no, salary_from) REFERENCES salaries (emp_no, from_date)
);
