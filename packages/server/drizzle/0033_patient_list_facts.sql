ALTER TABLE "patients" ADD COLUMN "sort_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "adherence" smallint;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "needs_attention" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "list_facts_day" date DEFAULT '-infinity'::date NOT NULL;--> statement-breakpoint
CREATE INDEX "patients_first_name_idx" ON "patients" USING btree ("sort_first_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_last_activity_idx" ON "patients" USING btree (coalesce("last_activity_at", '-infinity'::timestamptz),"sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_adherence_low_idx" ON "patients" USING btree (coalesce("adherence", 101),"sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_adherence_high_idx" ON "patients" USING btree (coalesce("adherence", -1),"sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_attention_idx" ON "patients" USING btree ((not "needs_attention"),"sort_name","user_id");--> statement-breakpoint
CREATE INDEX "patients_list_facts_day_idx" ON "patients" USING btree ("list_facts_day");--> statement-breakpoint
CREATE INDEX "patients_org_attention_idx" ON "patients" USING btree ("organization_id","user_id") WHERE "patients"."needs_attention";--> statement-breakpoint
CREATE INDEX "tasks_done_idx" ON "tasks" USING btree ("patient_id","completed_at") WHERE "tasks"."status" = 'done';--> statement-breakpoint
-- The order by first name, kept with the other list keys of migration 0007.
CREATE OR REPLACE FUNCTION patients_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
BEGIN
  SELECT first_name, last_name, email, created_at INTO person FROM users WHERE id = NEW.user_id;
  NEW.sort_name := lower(person.last_name || ' ' || person.first_name);
  NEW.sort_first_name := lower(person.first_name || ' ' || person.last_name);
  NEW.joined_at := person.created_at;
  NEW.organization_sort := (SELECT title FROM organizations WHERE id = NEW.organization_id);
  NEW.search_text := search_fold(concat_ws(' ',
    person.first_name, person.last_name, person.email, NEW.phone,
    nullif(regexp_replace(coalesce(NEW.phone, ''), '\D', '', 'g'), ''),
    to_char(NEW.birth_date, 'YYYYMMDD YYMMDD')));
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE patients SET phone = phone;--> statement-breakpoint
-- The list's figures are computed again once what they are made of changes: the patient's tasks and feedback
-- (one statement at a time, so a seed's bulk insert marks each patient once), status, handled alerts, and the
-- organization's thresholds.
CREATE FUNCTION patients_facts_stale_by_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patients SET list_facts_day = '-infinity' WHERE list_facts_day > '-infinity'
    AND user_id IN (SELECT patient_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tasks_facts_stale_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION patients_facts_stale_by_rows();--> statement-breakpoint
CREATE TRIGGER tasks_facts_stale_update AFTER UPDATE ON tasks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION patients_facts_stale_by_rows();--> statement-breakpoint
CREATE TRIGGER tasks_facts_stale_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION patients_facts_stale_by_rows();--> statement-breakpoint
CREATE TRIGGER feedback_facts_stale_insert AFTER INSERT ON feedback_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION patients_facts_stale_by_rows();--> statement-breakpoint
CREATE FUNCTION patients_facts_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_facts_day := '-infinity';
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER patients_facts_stale BEFORE UPDATE OF status, attention_handled_at ON patients
  FOR EACH ROW EXECUTE FUNCTION patients_facts_stale();--> statement-breakpoint
CREATE FUNCTION organizations_facts_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patients SET list_facts_day = '-infinity' WHERE organization_id = NEW.id AND list_facts_day > '-infinity';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organizations_facts_stale AFTER UPDATE OF attention_pain, attention_pain_rise, attention_inactive_days, attention_adherence ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_facts_stale();
