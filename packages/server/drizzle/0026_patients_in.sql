CREATE TABLE "patient_invitations" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text,
	"personal_number" text NOT NULL,
	"invited_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_invitations" ADD CONSTRAINT "patient_invitations_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_invitations" ADD CONSTRAINT "patient_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_invitations_token_key" ON "patient_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_invitations_personal_number_key" ON "patient_invitations" USING btree ("personal_number");--> statement-breakpoint
CREATE INDEX "patient_invitations_pending_idx" ON "patient_invitations" USING btree ("sent_at") WHERE "patient_invitations"."accepted_at" is null;