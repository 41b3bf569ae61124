DROP INDEX "tasks_date_idx";--> statement-breakpoint
CREATE INDEX "patients_org_status_idx" ON "patients" USING btree ("organization_id","status","user_id");--> statement-breakpoint
CREATE INDEX "tasks_day_idx" ON "tasks" USING btree ("booked_date","type","status","patient_id");--> statement-breakpoint
CREATE INDEX "users_removed_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
-- Which kinds and statuses each day has, together: the planner otherwise takes a kind's share of all tasks for
-- every day, expects thousands of a kind on a day that has none, and walks every patient to find them. With
-- the list of the days' combinations it reads an empty or small filter from tasks_day_idx, and a large one
-- patient by patient in name order. 1,000 entries hold about half a year of days (a day has five or six).
CREATE STATISTICS "tasks_day_stats" (mcv) ON "booked_date", "type", "status" FROM "tasks";--> statement-breakpoint
ALTER STATISTICS "tasks_day_stats" SET STATISTICS 1000;
