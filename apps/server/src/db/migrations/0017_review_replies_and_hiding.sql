ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "hidden_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_hidden_by_admin_id_admins_id_fk" FOREIGN KEY ("hidden_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reply_check" CHECK (("feedback"."reply" IS NULL) = ("feedback"."replied_at" IS NULL) AND ("feedback"."reply" IS NULL OR char_length("feedback"."reply") BETWEEN 1 AND 1000));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_hidden_check" CHECK (("feedback"."hidden_at" IS NULL) = ("feedback"."hidden_reason" IS NULL) AND ("feedback"."hidden_reason" IS NULL OR char_length("feedback"."hidden_reason") BETWEEN 10 AND 500));--> statement-breakpoint
-- Stored ratings count visible reviews only: a review an admin hid leaves the mentor's review count and
-- rating total, and comes back when unhidden. Hiding is an UPDATE, which the same fold handles: each
-- visible new row adds, each visible old row takes away.
CREATE OR REPLACE FUNCTION feedback_ratings_to_mentors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE mentors SET review_count = 0, rating_total = 0 WHERE review_count <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE mentors m SET review_count = m.review_count + d.reviews, rating_total = m.rating_total + d.total
      FROM (SELECT mentor_id, count(*) AS reviews, sum(rating) AS total FROM new_rows
             WHERE hidden_at IS NULL GROUP BY mentor_id) d
     WHERE m.id = d.mentor_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE mentors m SET review_count = m.review_count - d.reviews, rating_total = m.rating_total - d.total
      FROM (SELECT mentor_id, count(*) AS reviews, sum(rating) AS total FROM old_rows
             WHERE hidden_at IS NULL GROUP BY mentor_id) d
     WHERE m.id = d.mentor_id;
  ELSE
    UPDATE mentors m SET review_count = m.review_count + d.reviews, rating_total = m.rating_total + d.total
      FROM (SELECT mentor_id, sum(sign) AS reviews, sum(sign * rating) AS total
              FROM (SELECT mentor_id, 1 AS sign, rating FROM new_rows WHERE hidden_at IS NULL
                    UNION ALL SELECT mentor_id, -1, rating FROM old_rows WHERE hidden_at IS NULL) AS changed
             GROUP BY mentor_id
            HAVING sum(sign) <> 0 OR sum(sign * rating) <> 0) d
     WHERE m.id = d.mentor_id;
  END IF;
  RETURN NULL;
END;
$$;
