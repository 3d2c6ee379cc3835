-- A schema whose triggers keep other tables' rows, in the forms LedgerSMB's take: a ledger every entry and payment
-- writes its row into before it goes in (and refers to), an audit trail written through a SQL function, a trigger
-- that only sets a column of the new row, a guard that raises on some rows, and a trigger that writes another table
-- with a value only the application's own sessions have (their user's row). The ledger's rows refer to rows the
-- schema ships (kinds), so the orphan count after the load counts the rows the triggers wrote.
CREATE TABLE kinds (name text PRIMARY KEY);
INSERT INTO kinds VALUES ('entries'), ('payments');
CREATE TABLE ledger (id bigint PRIMARY KEY, kind text NOT NULL REFERENCES kinds (name), approved boolean);
CREATE TABLE entries (id int PRIMARY KEY REFERENCES ledger (id), memo text, memo_upper text,
    amount numeric(8,2) NOT NULL);
CREATE TABLE payments (id int PRIMARY KEY REFERENCES ledger (id), amount numeric(8,2) NOT NULL);
CREATE TABLE entry_lines (id serial PRIMARY KEY, entry_id int NOT NULL REFERENCES ledger (id), note text);
CREATE TABLE audit (n bigserial PRIMARY KEY, tab text NOT NULL, row_id int NOT NULL);
CREATE TABLE app_users (name text PRIMARY KEY, id int NOT NULL UNIQUE);
CREATE TABLE seen (entry_id int PRIMARY KEY, by_user int NOT NULL);

CREATE FUNCTION track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger (id, kind, approved) VALUES (NEW.id, TG_TABLE_NAME, true);
  ELSE
    DELETE FROM ledger WHERE id = OLD.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER entries_track BEFORE INSERT OR DELETE ON entries FOR EACH ROW EXECUTE FUNCTION track();
CREATE TRIGGER payments_track BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION track();

CREATE FUNCTION log_row(t text, i int) RETURNS void LANGUAGE sql AS $$ INSERT INTO audit (tab, row_id) VALUES (t, i) $$;
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_row(TG_TABLE_NAME, NEW.id); -- INSERT INTO nothing: a comment
  RETURN NULL;
END $$;
CREATE TRIGGER payments_audit AFTER INSERT ON payments FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE FUNCTION upper_memo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.memo_upper := upper(NEW.memo);
  RETURN NEW;
END $$;
CREATE TRIGGER entries_upper BEFORE INSERT ON entries FOR EACH ROW EXECUTE FUNCTION upper_memo();

CREATE FUNCTION no_large() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount > 100 THEN
    RAISE EXCEPTION 'amount % is too large', NEW.amount;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER payments_guard BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION no_large();

CREATE FUNCTION mark_seen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seen (entry_id, by_user) VALUES (NEW.id, (SELECT id FROM app_users WHERE name = session_user));
  RETURN NULL;
END $$;
CREATE TRIGGER entries_seen AFTER INSERT ON entries FOR EACH ROW EXECUTE FUNCTION mark_seen();
