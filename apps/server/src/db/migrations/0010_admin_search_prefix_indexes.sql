DROP INDEX "mentors_first_name_lower_idx";--> statement-breakpoint
CREATE INDEX "mentors_mentor_id_prefix_idx" ON "mentors" USING btree ("mentor_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_username_prefix_idx" ON "students" USING btree ("username" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mentors_first_name_lower_idx" ON "mentors" USING btree (lower("first_name") text_pattern_ops);