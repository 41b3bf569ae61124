CREATE TABLE "treatment_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"reopened_by" uuid
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "treatment_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "treatment_periods" ADD CONSTRAINT "treatment_periods_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_periods" ADD CONSTRAINT "treatment_periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treatment_periods_patient_idx" ON "treatment_periods" USING btree ("patient_id","started_at");