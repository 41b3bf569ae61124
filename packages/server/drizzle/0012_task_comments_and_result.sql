ALTER TABLE "tasks" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "result" text;