-- Every change to a table the in-process catalog holds notifies `catalog_changed` when its
-- transaction commits, so each API process drops its copy (docs/decisions/0063).
-- Statement triggers: one notice per statement, however many rows (PostgreSQL folds equal
-- notices of one transaction into one).
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER plans_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER plan_rules_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_rules FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_options_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pricing_options FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER prices_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prices FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON memberships FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER plan_questions_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_questions FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER plan_question_options_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_question_options FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER carrier_questions_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carrier_questions FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
