ALTER TABLE "earning_holds" DROP CONSTRAINT "earning_holds_amount_check";--> statement-breakpoint
ALTER TABLE "earning_holds" DROP CONSTRAINT "earning_holds_reported_check";--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "earning_holds" ADD COLUMN "credited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "earning_holds" ADD COLUMN "problem_kind" text;--> statement-breakpoint
UPDATE "earning_holds" SET "problem_kind" = 'other' WHERE "problem_reason" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "earning_holds" ADD CONSTRAINT "earning_holds_problem_kind_check" CHECK ("earning_holds"."problem_kind" IN ('did_not_happen', 'too_short', 'other'));--> statement-breakpoint
ALTER TABLE "earning_holds" ADD CONSTRAINT "earning_holds_amount_check" CHECK ("earning_holds"."amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "earning_holds" ADD CONSTRAINT "earning_holds_reported_check" CHECK ("earning_holds"."status" <> 'reported' OR ("earning_holds"."problem_kind" IS NOT NULL AND "earning_holds"."problem_reason" IS NOT NULL AND "earning_holds"."reported_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_check" CHECK ("wallet_ledger"."kind" IN ('earning', 'referral_reward', 'payout', 'dispute_hold', 'dispute_release'));--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_sign_check" CHECK (("wallet_ledger"."kind" = 'payout' AND "wallet_ledger"."amount_paise" < 0 AND "wallet_ledger"."payout_id" IS NOT NULL) OR ("wallet_ledger"."kind" = 'dispute_hold' AND "wallet_ledger"."amount_paise" < 0 AND "wallet_ledger"."booking_id" IS NOT NULL) OR ("wallet_ledger"."kind" NOT IN ('payout', 'dispute_hold') AND "wallet_ledger"."amount_paise" > 0));