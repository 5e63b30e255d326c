DROP INDEX "mail_outbox_status_next_attempt_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_status_priority_next_attempt_idx" ON "mail_outbox" USING btree ("status","priority","next_attempt_at");