ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "stray_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_stray_reason_check" CHECK ("refunds"."stray_reason" IN ('second_capture', 'amount_differs', 'currency_differs'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subject_check" CHECK (("refunds"."booking_id" IS NULL) = ("refunds"."payment_id" IS NOT NULL) AND ("refunds"."payment_id" IS NULL) = ("refunds"."stray_reason" IS NULL));