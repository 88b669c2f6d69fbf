-- Every change to an enrollment's row or to its cart lines notifies `enrollment_changed` with the
-- enrollment's id when its transaction commits, so each API process drops what it keeps of that
-- enrollment (issue 13, docs/decisions/0065). Row triggers name the enrollment (PostgreSQL folds
-- equal notices of one transaction into one); a TRUNCATE names none ('*': drop everything).
CREATE FUNCTION notify_enrollment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('enrollment_changed', '*');
  ELSIF TG_TABLE_NAME = 'enrollments' THEN
    PERFORM pg_notify('enrollment_changed', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('enrollment_changed', COALESCE(NEW.enrollment_id, OLD.enrollment_id)::text);
    IF TG_OP = 'UPDATE' AND NEW.enrollment_id IS DISTINCT FROM OLD.enrollment_id THEN
      PERFORM pg_notify('enrollment_changed', OLD.enrollment_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_enrollment_changed AFTER UPDATE OR DELETE ON enrollments FOR EACH ROW EXECUTE FUNCTION notify_enrollment_changed();
--> statement-breakpoint
CREATE TRIGGER enrollments_truncated AFTER TRUNCATE ON enrollments FOR EACH STATEMENT EXECUTE FUNCTION notify_enrollment_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_enrollment_changed AFTER INSERT OR UPDATE OR DELETE ON cart_items FOR EACH ROW EXECUTE FUNCTION notify_enrollment_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_truncated AFTER TRUNCATE ON cart_items FOR EACH STATEMENT EXECUTE FUNCTION notify_enrollment_changed();
