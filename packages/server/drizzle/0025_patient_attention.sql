ALTER TABLE "feedback_items" ADD COLUMN "pain" smallint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "attention_pain" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "attention_pain_rise" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "attention_inactive_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "attention_adherence" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "attention_handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "pain" smallint;--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_pain_range" CHECK ("feedback_items"."pain" between 0 and 10);