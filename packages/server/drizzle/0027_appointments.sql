ALTER TABLE "calendar_entries" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;