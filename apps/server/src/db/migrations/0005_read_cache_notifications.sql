-- Public reads (the mentor directory, profiles, content) are kept ready in each server's memory. Every change
-- to a table they are built from announces itself on the `read_cache` channel, with the table's name, in the
-- changing transaction: PostgreSQL delivers it when (and only if) that transaction commits, to every server.
CREATE FUNCTION notify_read_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mentors_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mentors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
CREATE TRIGGER packages_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
CREATE TRIGGER feedback_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feedback
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
CREATE TRIGGER featured_mentors_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON featured_mentors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
CREATE TRIGGER blogs_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
CREATE TRIGGER testimonials_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
CREATE TRIGGER webinars_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON webinars
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
CREATE TRIGGER platform_settings_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platform_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
-- Reviews show the student's first name and initial.
CREATE TRIGGER students_read_cache AFTER UPDATE OF first_name, last_name ON students
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
-- Cards and profiles show how quickly a mentor accepts: only an acceptance changes that.
CREATE TRIGGER bookings_accepted_read_cache AFTER INSERT ON bookings
  FOR EACH ROW WHEN (NEW.approved_at IS NOT NULL) EXECUTE FUNCTION notify_read_cache();
--> statement-breakpoint
CREATE TRIGGER bookings_acceptance_read_cache AFTER UPDATE OF approved_at ON bookings
  FOR EACH ROW WHEN (OLD.approved_at IS DISTINCT FROM NEW.approved_at) EXECUTE FUNCTION notify_read_cache();
