CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_status_purchased_idx";--> statement-breakpoint
DROP INDEX "bookings_status_approved_idx";--> statement-breakpoint
DROP INDEX "bookings_status_completed_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "payouts_cleared_idx";--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "card_rating" integer GENERATED ALWAYS AS (CASE WHEN review_count > 0 THEN round(rating_total::numeric / review_count)::integer WHEN neet_score >= 681 THEN 5 WHEN neet_score >= 641 THEN 4 ELSE 3 END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "mentors_listing_order_idx" ON "mentors" USING btree ("card_rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"neet_score" DESC NULLS FIRST,"id") WHERE "mentors"."application_status" = 'approved' AND "mentors"."is_active" AND "mentors"."email_verified_at" IS NOT NULL AND "mentors"."neet_score" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mentors_approved_order_idx" ON "mentors" USING btree ("approved_at" DESC NULLS LAST,"id") WHERE "mentors"."application_status" = 'approved';--> statement-breakpoint
CREATE INDEX "mentors_pending_order_idx" ON "mentors" USING btree ("created_at","id") WHERE "mentors"."application_status" = 'pending';--> statement-breakpoint
CREATE INDEX "students_verified_order_idx" ON "students" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "students"."email_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_status_purchased_idx" ON "bookings" USING btree ("status","purchased_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_approved_idx" ON "bookings" USING btree ("status","approved_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_completed_idx" ON "bookings" USING btree ("status","completed_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_cleared_idx" ON "payouts" USING btree ("cleared_at","id");--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_ratings_check" CHECK ("mentors"."rating_total" BETWEEN "mentors"."review_count" AND 5 * "mentors"."review_count");--> statement-breakpoint
-- Stored ratings. mentors.review_count and rating_total follow feedback through statement-level triggers
-- that fold a whole statement's rows per mentor (transition tables), so a bulk insert costs one UPDATE and
-- card_rating (generated from them) can be indexed for the listing's order.
CREATE FUNCTION feedback_ratings_to_mentors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE mentors SET review_count = 0, rating_total = 0 WHERE review_count <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE mentors m SET review_count = m.review_count + d.reviews, rating_total = m.rating_total + d.total
      FROM (SELECT mentor_id, count(*) AS reviews, sum(rating) AS total FROM new_rows GROUP BY mentor_id) d
     WHERE m.id = d.mentor_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE mentors m SET review_count = m.review_count - d.reviews, rating_total = m.rating_total - d.total
      FROM (SELECT mentor_id, count(*) AS reviews, sum(rating) AS total FROM old_rows GROUP BY mentor_id) d
     WHERE m.id = d.mentor_id;
  ELSE
    UPDATE mentors m SET review_count = m.review_count + d.reviews, rating_total = m.rating_total + d.total
      FROM (SELECT mentor_id, sum(sign) AS reviews, sum(sign * rating) AS total
              FROM (SELECT mentor_id, 1 AS sign, rating FROM new_rows
                    UNION ALL SELECT mentor_id, -1, rating FROM old_rows) AS changed
             GROUP BY mentor_id
            HAVING sum(sign) <> 0 OR sum(sign * rating) <> 0) d
     WHERE m.id = d.mentor_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER feedback_ratings_insert AFTER INSERT ON feedback REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_ratings_to_mentors();
--> statement-breakpoint
CREATE TRIGGER feedback_ratings_update AFTER UPDATE ON feedback REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_ratings_to_mentors();
--> statement-breakpoint
CREATE TRIGGER feedback_ratings_delete AFTER DELETE ON feedback REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_ratings_to_mentors();
--> statement-breakpoint
CREATE TRIGGER feedback_ratings_truncate AFTER TRUNCATE ON feedback
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_ratings_to_mentors();
--> statement-breakpoint
-- Row counts. Each counted table has a function naming the populations ("<table>.<population>") a row
-- belongs to; count_rows() (a statement trigger, its argument that function) adds the rows a statement
-- brought into each population and takes away those it took out. A population whose count a statement does
-- not change is not written, so most updates lock no counter; the counters that do change are written in
-- name order, so two writers take their locks in the same order.
CREATE FUNCTION mentors_row_populations(m mentors) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'mentors.listed' WHERE m.application_status = 'approved' AND m.is_active
    AND m.email_verified_at IS NOT NULL AND m.neet_score IS NOT NULL
  UNION ALL SELECT 'mentors.approved' WHERE m.application_status = 'approved'
  UNION ALL SELECT 'mentors.pending' WHERE m.application_status = 'pending'
$$;
--> statement-breakpoint
CREATE FUNCTION students_row_populations(s students) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'students.verified' WHERE s.email_verified_at IS NOT NULL
  UNION ALL SELECT 'students.referred' WHERE s.email_verified_at IS NOT NULL
    AND (s.referred_by_mentor_id IS NOT NULL OR s.custom_referral_id IS NOT NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION bookings_row_populations(b bookings) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'bookings.' || b.status
$$;
--> statement-breakpoint
CREATE FUNCTION payouts_row_populations(p payouts) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'payouts.all'
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_row_populations(a audit_log) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'audit_log.all'
$$;
--> statement-breakpoint
CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text;
  removed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE row_counts SET n = 0 WHERE starts_with(name, TG_TABLE_NAME || '.') AND n <> 0;
    RETURN NULL;
  END IF;
  -- EXECUTE sees the transition tables too; the statement is put together per operation because an INSERT
  -- trigger has no old rows and a DELETE trigger no new ones.
  added := format('SELECT 1 AS change, p.name FROM new_rows r, %I(r) AS p(name)', TG_ARGV[0]);
  removed := format('SELECT -1 AS change, p.name FROM old_rows r, %I(r) AS p(name)', TG_ARGV[0]);
  EXECUTE format(
    'INSERT INTO row_counts (name, n)
     SELECT name, sum(change) FROM (%s) AS changes
      GROUP BY name HAVING sum(change) <> 0 ORDER BY name
     ON CONFLICT (name) DO UPDATE SET n = row_counts.n + excluded.n',
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mentors_count_insert AFTER INSERT ON mentors REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('mentors_row_populations');
--> statement-breakpoint
CREATE TRIGGER mentors_count_update AFTER UPDATE ON mentors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('mentors_row_populations');
--> statement-breakpoint
CREATE TRIGGER mentors_count_delete AFTER DELETE ON mentors REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('mentors_row_populations');
--> statement-breakpoint
CREATE TRIGGER mentors_count_truncate AFTER TRUNCATE ON mentors
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER students_count_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('students_row_populations');
--> statement-breakpoint
CREATE TRIGGER students_count_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('students_row_populations');
--> statement-breakpoint
CREATE TRIGGER students_count_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('students_row_populations');
--> statement-breakpoint
CREATE TRIGGER students_count_truncate AFTER TRUNCATE ON students
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER bookings_count_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('bookings_row_populations');
--> statement-breakpoint
CREATE TRIGGER bookings_count_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('bookings_row_populations');
--> statement-breakpoint
CREATE TRIGGER bookings_count_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('bookings_row_populations');
--> statement-breakpoint
CREATE TRIGGER bookings_count_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
-- Every payout and every audit entry counts, so an update can change neither total.
CREATE TRIGGER payouts_count_insert AFTER INSERT ON payouts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('payouts_row_populations');
--> statement-breakpoint
CREATE TRIGGER payouts_count_delete AFTER DELETE ON payouts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('payouts_row_populations');
--> statement-breakpoint
CREATE TRIGGER payouts_count_truncate AFTER TRUNCATE ON payouts
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
CREATE TRIGGER audit_log_count_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('audit_log_row_populations');
--> statement-breakpoint
CREATE TRIGGER audit_log_count_delete AFTER DELETE ON audit_log REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('audit_log_row_populations');
--> statement-breakpoint
CREATE TRIGGER audit_log_count_truncate AFTER TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows();
--> statement-breakpoint
-- Backfill, after the triggers: creating them locked these tables against writes until this migration
-- commits, so the totals below stay exact.
UPDATE mentors m SET review_count = d.reviews, rating_total = d.total
  FROM (SELECT mentor_id, count(*) AS reviews, sum(rating) AS total FROM feedback GROUP BY mentor_id) d
 WHERE m.id = d.mentor_id;
--> statement-breakpoint
INSERT INTO row_counts (name, n)
SELECT p.name, count(*) FROM mentors r, mentors_row_populations(r) AS p(name) GROUP BY p.name
UNION ALL SELECT p.name, count(*) FROM students r, students_row_populations(r) AS p(name) GROUP BY p.name
UNION ALL SELECT p.name, count(*) FROM bookings r, bookings_row_populations(r) AS p(name) GROUP BY p.name
UNION ALL SELECT p.name, count(*) FROM payouts r, payouts_row_populations(r) AS p(name) GROUP BY p.name
UNION ALL SELECT p.name, count(*) FROM audit_log r, audit_log_row_populations(r) AS p(name) GROUP BY p.name;
