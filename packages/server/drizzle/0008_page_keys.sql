DROP INDEX "calendar_entries_physio_idx";--> statement-breakpoint
DROP INDEX "calendar_entries_patient_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "calendar_entries_physio_idx" ON "calendar_entries" USING btree ("physio_id","starts_at","ends_at","id");--> statement-breakpoint
CREATE INDEX "calendar_entries_patient_idx" ON "calendar_entries" USING btree ("patient_id","starts_at","ends_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");