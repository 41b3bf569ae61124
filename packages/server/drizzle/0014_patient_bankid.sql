ALTER TABLE "grandid_sessions" ADD COLUMN "audience" text DEFAULT 'specialists' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "personal_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_personal_number_key" ON "patients" USING btree ("personal_number");