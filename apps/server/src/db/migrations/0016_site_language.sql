ALTER TABLE "admins" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_check" CHECK ("admins"."language" IN ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_language_check" CHECK ("mentors"."language" IN ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_language_check" CHECK ("students"."language" IN ('en', 'hi'));