-- The open view of a work list in its order (due day, then when made), so its first page is read, not sorted.
DROP INDEX "follow_ups_assignee_idx";--> statement-breakpoint
CREATE INDEX "follow_ups_assignee_idx" ON "follow_ups" USING btree ("assignee_id","status","due_date","created_at","id");