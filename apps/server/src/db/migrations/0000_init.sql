CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"profile_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_role_check" CHECK ("auth_sessions"."role" IN ('student', 'mentor', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_user_purpose_unique" UNIQUE("purpose","role","user_id"),
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" IN ('verify-email')),
	CONSTRAINT "one_time_codes_role_check" CHECK ("one_time_codes"."role" IN ('student', 'mentor')),
	CONSTRAINT "one_time_codes_attempts_check" CHECK ("one_time_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_reset_tokens_role_check" CHECK ("password_reset_tokens"."role" IN ('student', 'mentor'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"order_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_paise" integer NOT NULL,
	"is_free" boolean NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"proof_image_key" text,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('pending', 'active', 'complete', 'cancelled')),
	CONSTRAINT "bookings_cancel_reason_check" CHECK ("bookings"."cancel_reason" IN ('timeout', 'admin', 'student')),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."price_paise" >= 0 AND (NOT "bookings"."is_free" OR "bookings"."price_paise" = 0)),
	CONSTRAINT "bookings_approved_check" CHECK ("bookings"."status" NOT IN ('active', 'complete') OR "bookings"."approved_at" IS NOT NULL),
	CONSTRAINT "bookings_completed_check" CHECK ("bookings"."status" <> 'complete' OR "bookings"."completed_at" IS NOT NULL),
	CONSTRAINT "bookings_cancelled_check" CHECK ("bookings"."status" <> 'cancelled' OR "bookings"."cancelled_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"booking_id" uuid,
	"rating" integer NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_mentor_student_unique" UNIQUE("mentor_id","student_id"),
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text DEFAULT 'booking' NOT NULL,
	"student_id" uuid,
	"mentor_id" uuid NOT NULL,
	"package_id" uuid,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "orders_purpose_check" CHECK ("orders"."purpose" IN ('booking', 'mentor_fee')),
	CONSTRAINT "orders_provider_check" CHECK ("orders"."provider" IN ('sandbox', 'razorpay')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('created', 'paid', 'failed')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_paise" > 0),
	CONSTRAINT "orders_booking_fields_check" CHECK ("orders"."purpose" <> 'booking' OR ("orders"."student_id" IS NOT NULL AND "orders"."package_id" IS NOT NULL)),
	CONSTRAINT "orders_paid_check" CHECK ("orders"."status" <> 'paid' OR ("orders"."payment_id" IS NOT NULL AND "orders"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_attempts_check" CHECK ("refunds"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description_html" text NOT NULL,
	"price_paise" integer NOT NULL,
	"real_price_paise" integer NOT NULL,
	"mentor_earning_paise" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_category_kind_unique" UNIQUE("category","kind"),
	CONSTRAINT "packages_category_check" CHECK ("packages"."category" IN ('M1', 'M2', 'M3', 'M4')),
	CONSTRAINT "packages_kind_check" CHECK ("packages"."kind" IN ('intro20', 'session60', 'monthly')),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_paise" >= 0),
	CONSTRAINT "packages_real_price_check" CHECK ("packages"."real_price_paise" >= 0),
	CONSTRAINT "packages_mentor_earning_check" CHECK ("packages"."mentor_earning_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_pair_unique" UNIQUE("student_id","mentor_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"body" text NOT NULL,
	"client_message_id" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_client_id_unique" UNIQUE("sender_id","client_message_id"),
	CONSTRAINT "messages_sender_role_check" CHECK ("messages"."sender_role" IN ('student', 'mentor')),
	CONSTRAINT "messages_body_check" CHECK (char_length("messages"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "admin_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_mentors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_mentors_mentor_id_unique" UNIQUE("mentor_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webinar_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text,
	"time" text NOT NULL,
	"date" text NOT NULL,
	"day" text NOT NULL,
	"year" text NOT NULL,
	"content_html" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"number" text,
	"gender" text,
	"neet_score" integer,
	"neet_exam_year" integer,
	"neet_attempts" integer,
	"air_rank" integer,
	"year_of_education" text,
	"institute" text,
	"about" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_picture" text,
	"score_card_key" text,
	"college_id_key" text,
	"category" text GENERATED ALWAYS AS (CASE WHEN neet_score IS NULL THEN NULL WHEN neet_score >= 681 THEN 'M4' WHEN neet_score >= 641 THEN 'M3' WHEN neet_score >= 600 THEN 'M2' ELSE 'M1' END) STORED,
	"email_verified_at" timestamp with time zone,
	"application_status" text DEFAULT 'incomplete' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"fee_paid_at" timestamp with time zone,
	"fee_waived" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"agreed_verification_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentors_mentor_id_unique" UNIQUE("mentor_id"),
	CONSTRAINT "mentors_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "mentors_gender_check" CHECK ("mentors"."gender" IN ('Male', 'Female', 'Others')),
	CONSTRAINT "mentors_year_of_education_check" CHECK ("mentors"."year_of_education" IN ('1st year', '2nd year', '3rd year', '4th year', 'Final Year')),
	CONSTRAINT "mentors_application_status_check" CHECK ("mentors"."application_status" IN ('incomplete', 'pending', 'approved', 'rejected')),
	CONSTRAINT "mentors_neet_score_check" CHECK ("mentors"."neet_score" BETWEEN 0 AND 720),
	CONSTRAINT "mentors_neet_attempts_check" CHECK ("mentors"."neet_attempts" BETWEEN 1 AND 5),
	CONSTRAINT "mentors_neet_exam_year_check" CHECK ("mentors"."neet_exam_year" BETWEEN 2013 AND 2100),
	CONSTRAINT "mentors_air_rank_check" CHECK ("mentors"."air_rank" > 0),
	CONSTRAINT "mentors_languages_check" CHECK (cardinality("mentors"."languages") <= 3)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_role" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_recipient_role_check" CHECK ("notifications"."recipient_role" IN ('student', 'mentor', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_actor_role_check" CHECK ("audit_log"."actor_role" IN ('student', 'mentor', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "custom_referral_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_referral_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "custom_referral_codes_upper_check" CHECK ("custom_referral_codes"."code" = upper("custom_referral_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"verification_amount_paise" integer DEFAULT 14900 NOT NULL,
	"fee_free_until" timestamp with time zone,
	"featured_ad_image" text,
	"referrals_available_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_amount_check" CHECK ("platform_settings"."verification_amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"linkedin_sub" text,
	"number" text,
	"gender" text,
	"current_class" text,
	"profile_picture" text,
	"email_verified_at" timestamp with time zone,
	"referral_code_used" text,
	"referred_by_mentor_id" uuid,
	"custom_referral_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_username_unique" UNIQUE("username"),
	CONSTRAINT "students_google_sub_unique" UNIQUE("google_sub"),
	CONSTRAINT "students_linkedin_sub_unique" UNIQUE("linkedin_sub"),
	CONSTRAINT "students_gender_check" CHECK ("students"."gender" IN ('Male', 'Female', 'Others')),
	CONSTRAINT "students_current_class_check" CHECK ("students"."current_class" IN ('10th', '11th', '12th', 'Dropout'))
);
--> statement-breakpoint
CREATE TABLE "payment_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"payment_info" text NOT NULL,
	"account_holder_name" text,
	"ifsc_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_details_mentor_id_unique" UNIQUE("mentor_id"),
	CONSTRAINT "payment_details_method_check" CHECK ("payment_details"."payment_method" IN ('Bank', 'Paytm', 'Google Pay', 'PhonePe'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"proof_image_key" text NOT NULL,
	"cleared_by_admin_id" uuid,
	"cleared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"source_key" text NOT NULL,
	"booking_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "wallet_ledger_kind_check" CHECK ("wallet_ledger"."kind" IN ('earning', 'referral_reward', 'payout')),
	CONSTRAINT "wallet_ledger_sign_check" CHECK (("wallet_ledger"."kind" = 'payout' AND "wallet_ledger"."amount_paise" < 0 AND "wallet_ledger"."payout_id" IS NOT NULL) OR ("wallet_ledger"."kind" <> 'payout' AND "wallet_ledger"."amount_paise" > 0))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_updates" ADD CONSTRAINT "admin_updates_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_mentors" ADD CONSTRAINT "featured_mentors_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_referred_by_mentor_id_mentors_id_fk" FOREIGN KEY ("referred_by_mentor_id") REFERENCES "public"."mentors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_custom_referral_id_custom_referral_codes_id_fk" FOREIGN KEY ("custom_referral_id") REFERENCES "public"."custom_referral_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_cleared_by_admin_id_admins_id_fk" FOREIGN KEY ("cleared_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_unique" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("role","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_free_per_pair" ON "bookings" USING btree ("student_id","mentor_id") WHERE "bookings"."is_free";--> statement-breakpoint
CREATE INDEX "bookings_mentor_status_idx" ON "bookings" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "bookings_student_status_idx" ON "bookings" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "bookings_status_purchased_idx" ON "bookings" USING btree ("status","purchased_at");--> statement-breakpoint
CREATE INDEX "bookings_status_approved_idx" ON "bookings" USING btree ("status","approved_at");--> statement-breakpoint
CREATE INDEX "bookings_status_completed_idx" ON "bookings" USING btree ("status","completed_at");--> statement-breakpoint
CREATE INDEX "feedback_student_idx" ON "feedback" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "orders_student_idx" ON "orders" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "orders_mentor_idx" ON "orders" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "orders_status_paid_idx" ON "orders" USING btree ("status","paid_at");--> statement-breakpoint
CREATE INDEX "refunds_status_next_attempt_idx" ON "refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "conversations_mentor_last_idx" ON "conversations" USING btree ("mentor_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_student_last_idx" ON "conversations" USING btree ("student_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_receiver_unread_idx" ON "messages" USING btree ("receiver_id") WHERE "messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "admin_updates_created_idx" ON "admin_updates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "blogs_created_idx" ON "blogs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "featured_mentors_position_idx" ON "featured_mentors" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_unique" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "testimonials_created_idx" ON "testimonials" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_email_unique" ON "webinar_registrations" USING btree ("webinar_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "webinars_one_current" ON "webinars" USING btree ("is_current") WHERE "webinars"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "mentors_email_lower_unique" ON "mentors" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mentors_status_active_idx" ON "mentors" USING btree ("application_status","is_active");--> statement-breakpoint
CREATE INDEX "mentors_category_idx" ON "mentors" USING btree ("category");--> statement-breakpoint
CREATE INDEX "mentors_state_idx" ON "mentors" USING btree ("state");--> statement-breakpoint
CREATE INDEX "mentors_gender_idx" ON "mentors" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "mentors_neet_attempts_idx" ON "mentors" USING btree ("neet_attempts");--> statement-breakpoint
CREATE INDEX "mentors_neet_exam_year_idx" ON "mentors" USING btree ("neet_exam_year");--> statement-breakpoint
CREATE INDEX "mentors_neet_score_idx" ON "mentors" USING btree ("neet_score");--> statement-breakpoint
CREATE INDEX "mentors_first_name_lower_idx" ON "mentors" USING btree (lower("first_name"));--> statement-breakpoint
CREATE INDEX "mentors_unverified_created_idx" ON "mentors" USING btree ("created_at") WHERE "mentors"."email_verified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_role","recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_lower_unique" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "students_referred_by_mentor_idx" ON "students" USING btree ("referred_by_mentor_id");--> statement-breakpoint
CREATE INDEX "students_custom_referral_idx" ON "students" USING btree ("custom_referral_id");--> statement-breakpoint
CREATE INDEX "students_unverified_created_idx" ON "students" USING btree ("created_at") WHERE "students"."email_verified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payouts_mentor_cleared_idx" ON "payouts" USING btree ("mentor_id","cleared_at");--> statement-breakpoint
CREATE INDEX "payouts_cleared_idx" ON "payouts" USING btree ("cleared_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_mentor_idx" ON "wallet_ledger" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_booking_idx" ON "wallet_ledger" USING btree ("booking_id");