-- An enrollment deleted (the retention purge, by hand) or the tables truncated notifies
-- `enrollment_changed` when its transaction commits, so each API process drops what it keeps of
-- it (docs/decisions/0065). Other changes are announced by the API call that makes them,
-- after its commit: a NOTIFY inside every cart and step save would serialise their commits
-- (PostgreSQL holds one lock from a notifying transaction's pre-commit to its end).
CREATE FUNCTION notify_enrollment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('enrollment_changed', '*');
  ELSE
    PERFORM pg_notify('enrollment_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_deleted AFTER DELETE ON enrollments FOR EACH ROW EXECUTE FUNCTION notify_enrollment_changed();
--> statement-breakpoint
CREATE TRIGGER enrollments_truncated AFTER TRUNCATE ON enrollments FOR EACH STATEMENT EXECUTE FUNCTION notify_enrollment_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_truncated AFTER TRUNCATE ON cart_items FOR EACH STATEMENT EXECUTE FUNCTION notify_enrollment_changed();
