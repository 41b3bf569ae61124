ALTER TABLE "grandid_sessions" ADD COLUMN "link_user_id" uuid;--> statement-breakpoint
ALTER TABLE "grandid_sessions" ADD COLUMN "state_hash" text;--> statement-breakpoint
ALTER TABLE "grandid_sessions" ADD CONSTRAINT "grandid_sessions_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A personal number typed on the profile was never proven to be the patient's: it could open the account to
-- someone else's BankID. Those go; a patient links BankID again by signing in with it from the profile.
UPDATE "patients" SET "personal_number" = NULL WHERE "personal_number" IS NOT NULL;--> statement-breakpoint
-- Logins started before the callback carried a secret cannot be finished any more.
DELETE FROM "grandid_sessions" WHERE "state_hash" IS NULL;
