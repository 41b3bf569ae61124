CREATE TABLE "grandid_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_org_number_key" ON "organizations" USING btree ("org_number");--> statement-breakpoint
CREATE UNIQUE INDEX "physio_profiles_bank_id_key" ON "physio_profiles" USING btree ("bank_id");