CREATE TABLE "lesson_reads" (
	"patient_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_reads_patient_id_lesson_id_pk" PRIMARY KEY("patient_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "lesson_reads" ADD CONSTRAINT "lesson_reads_patient_id_patients_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reads" ADD CONSTRAINT "lesson_reads_lesson_id_exercises_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;