ALTER TABLE "audit_log" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "outcome" text DEFAULT 'allowed' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_organization_idx" ON "audit_log" USING btree ("organization_id","at");--> statement-breakpoint
UPDATE "audit_log" SET "organization_id" = "patients"."organization_id" FROM "patients" WHERE "patients"."user_id" = "audit_log"."patient_id";
