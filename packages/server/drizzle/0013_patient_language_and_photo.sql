ALTER TABLE "patients" ADD COLUMN "language" text DEFAULT 'sv' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "photo_path" text;