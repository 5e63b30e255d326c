ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancel_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_decline_reason_check" CHECK ("bookings"."decline_reason" IS NULL OR ("bookings"."cancel_reason" = 'declined' AND char_length("bookings"."decline_reason") <= 300));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_check" CHECK ("bookings"."cancel_reason" IN ('timeout', 'admin', 'student', 'unavailable', 'declined'));--> statement-breakpoint
-- "Usually accepts" counts requests the mentor declined or let run out as not accepted: those change it too.
CREATE TRIGGER bookings_not_accepted_read_cache AFTER UPDATE OF cancel_reason ON bookings
  FOR EACH ROW WHEN (NEW.cancel_reason IN ('declined', 'timeout') AND OLD.cancel_reason IS DISTINCT FROM NEW.cancel_reason)
  EXECUTE FUNCTION notify_read_cache();
