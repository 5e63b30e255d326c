ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancel_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_decline_reason_check" CHECK ("bookings"."decline_reason" IS NULL OR ("bookings"."cancel_reason" = 'declined' AND char_length("bookings"."decline_reason") <= 300));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_check" CHECK ("bookings"."cancel_reason" IN ('timeout', 'admin', 'student', 'unavailable', 'declined'));