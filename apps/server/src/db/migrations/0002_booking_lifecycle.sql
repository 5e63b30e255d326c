DROP INDEX "bookings_one_free_per_pair";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "mentor_earning_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_free_per_pair" ON "bookings" USING btree ("student_id","mentor_id") WHERE "bookings"."is_free" AND "bookings"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_mentor_earning_check" CHECK ("bookings"."mentor_earning_paise" >= 0);