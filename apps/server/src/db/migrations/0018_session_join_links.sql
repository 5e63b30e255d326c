ALTER TABLE "bookings" ADD COLUMN "call_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "student_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "mentor_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_call_url_check" CHECK ("bookings"."call_url" IS NULL OR ("bookings"."call_url" LIKE 'https://%' AND char_length("bookings"."call_url") <= 500));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_joined_check" CHECK ("bookings"."call_url" IS NOT NULL OR ("bookings"."student_joined_at" IS NULL AND "bookings"."mentor_joined_at" IS NULL));