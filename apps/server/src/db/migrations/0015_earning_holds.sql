CREATE TABLE "earning_holds" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"mentor_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"problem_reason" text,
	"reported_at" timestamp with time zone,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_holds_amount_check" CHECK ("earning_holds"."amount_paise" > 0),
	CONSTRAINT "earning_holds_status_check" CHECK ("earning_holds"."status" IN ('held', 'reported', 'released', 'cancelled')),
	CONSTRAINT "earning_holds_resolved_by_check" CHECK ("earning_holds"."resolved_by" IN ('student', 'timeout', 'admin')),
	CONSTRAINT "earning_holds_reported_check" CHECK ("earning_holds"."status" <> 'reported' OR ("earning_holds"."problem_reason" IS NOT NULL AND "earning_holds"."reported_at" IS NOT NULL)),
	CONSTRAINT "earning_holds_resolved_check" CHECK (("earning_holds"."status" IN ('released', 'cancelled')) = ("earning_holds"."resolved_at" IS NOT NULL AND "earning_holds"."resolved_by" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "earning_holds" ADD CONSTRAINT "earning_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_holds" ADD CONSTRAINT "earning_holds_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earning_holds_due_idx" ON "earning_holds" USING btree ("release_at") WHERE "earning_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "earning_holds_mentor_idx" ON "earning_holds" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "earning_holds_reported_idx" ON "earning_holds" USING btree ("reported_at") WHERE "earning_holds"."status" = 'reported';