CREATE TABLE "session_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"proposed_by_role" text NOT NULL,
	"proposed_by_id" uuid NOT NULL,
	"slots" timestamp with time zone[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"chosen_slot" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_proposals_role_check" CHECK ("session_proposals"."proposed_by_role" IN ('student', 'mentor')),
	CONSTRAINT "session_proposals_status_check" CHECK ("session_proposals"."status" IN ('open', 'accepted', 'replaced')),
	CONSTRAINT "session_proposals_slots_check" CHECK (cardinality("session_proposals"."slots") BETWEEN 1 AND 3),
	CONSTRAINT "session_proposals_chosen_check" CHECK ("session_proposals"."status" <> 'accepted' OR ("session_proposals"."chosen_slot" IS NOT NULL AND "session_proposals"."chosen_slot" = ANY("session_proposals"."slots")))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_body_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "schedule_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "session_proposals" ADD CONSTRAINT "session_proposals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_proposals_booking_idx" ON "session_proposals" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_proposal_id_session_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."session_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_scheduled_idx" ON "bookings" USING btree ("scheduled_at") WHERE "bookings"."scheduled_at" IS NOT NULL AND "bookings"."schedule_reminder_sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" IN ('text', 'proposal', 'scheduled'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_body_check" CHECK (char_length("messages"."body") BETWEEN 1 AND 2000);