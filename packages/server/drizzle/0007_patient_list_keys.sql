CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "organization_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- One folding for the stored text and the searched words: lower case, no accents.
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(unaccent('unaccent'::regdictionary, coalesce(value, ''))) $$;--> statement-breakpoint
CREATE FUNCTION patients_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
BEGIN
  SELECT first_name, last_name, email, created_at INTO person FROM users WHERE id = NEW.user_id;
  NEW.sort_name := lower(person.last_name || ' ' || person.first_name);
  NEW.joined_at := person.created_at;
  NEW.organization_sort := (SELECT title FROM organizations WHERE id = NEW.organization_id);
  NEW.search_text := search_fold(concat_ws(' ',
    person.first_name, person.last_name, person.email, NEW.phone,
    nullif(regexp_replace(coalesce(NEW.phone, ''), '\D', '', 'g'), ''),
    to_char(NEW.birth_date, 'YYYYMMDD YYMMDD')));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER patients_list_keys BEFORE INSERT OR UPDATE OF user_id, organization_id, phone, birth_date ON patients
  FOR EACH ROW EXECUTE FUNCTION patients_list_keys();--> statement-breakpoint
-- A renamed user or a changed email reaches the patient row through the trigger above.
CREATE FUNCTION users_refresh_patient_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patients SET phone = phone WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_refresh_patient_keys AFTER UPDATE OF first_name, last_name, email, created_at ON users
  FOR EACH ROW EXECUTE FUNCTION users_refresh_patient_keys();--> statement-breakpoint
CREATE FUNCTION organizations_refresh_patient_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patients SET phone = phone WHERE organization_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organizations_refresh_patient_keys AFTER UPDATE OF title ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_refresh_patient_keys();--> statement-breakpoint
UPDATE patients SET phone = phone;--> statement-breakpoint
DROP INDEX "patients_org_idx";--> statement-breakpoint
CREATE INDEX "patients_org_idx" ON "patients" USING btree ("organization_id","sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_name_idx" ON "patients" USING btree ("sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_organization_sort_idx" ON "patients" USING btree ("organization_sort","sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_status_idx" ON "patients" USING btree ("status","sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_joined_idx" ON "patients" USING btree ("joined_at","sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_youngest_idx" ON "patients" USING btree (coalesce("birth_date", '-infinity'::date),"sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_oldest_idx" ON "patients" USING btree (coalesce("birth_date", 'infinity'::date),"sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_search_idx" ON "patients" USING gin ("search_text" gin_trgm_ops);
