ALTER TYPE "public"."notification_kind" ADD VALUE 'EmergencyAccess';--> statement-breakpoint
CREATE TABLE "emergency_accesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "emergency_access_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "responsible_physio_id" uuid;--> statement-breakpoint
CREATE INDEX "emergency_accesses_actor_idx" ON "emergency_accesses" USING btree ("actor_id","patient_id","ends_at");--> statement-breakpoint
CREATE INDEX "emergency_accesses_organization_idx" ON "emergency_accesses" USING btree ("organization_id","starts_at");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_responsible_physio_id_users_id_fk" FOREIGN KEY ("responsible_physio_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;