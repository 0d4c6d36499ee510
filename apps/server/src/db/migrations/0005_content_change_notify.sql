-- Every write to the public catalogue and content tables tells every server instance listening on
-- this database (LISTEN anupalan_content) that its in-memory read models and cached pages are stale,
-- whoever made the write: the seed, the back office, or SQL by hand.
CREATE OR REPLACE FUNCTION anupalan_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('anupalan_content', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER menus_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
--> statement-breakpoint
CREATE TRIGGER services_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
--> statement-breakpoint
CREATE TRIGGER service_documents_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_documents FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
--> statement-breakpoint
CREATE TRIGGER faqs_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faqs FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
--> statement-breakpoint
CREATE TRIGGER blogs_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
--> statement-breakpoint
CREATE TRIGGER notices_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
--> statement-breakpoint
CREATE TRIGGER due_dates_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON due_dates FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
--> statement-breakpoint
CREATE TRIGGER testimonials_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
