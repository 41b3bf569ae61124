CREATE TABLE "log_review_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"audit_log_id" bigint,
	"emergency_access_id" uuid,
	"actor_id" uuid,
	"patient_id" uuid,
	"action" text,
	"reads" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"finding" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "log_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"sample_size" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "log_review_items" ADD CONSTRAINT "log_review_items_review_id_log_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."log_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "log_review_items_position_key" ON "log_review_items" USING btree ("review_id","kind","position");--> statement-breakpoint
CREATE INDEX "log_reviews_organization_idx" ON "log_reviews" USING btree ("organization_id","created_at");