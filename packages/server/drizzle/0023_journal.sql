CREATE TABLE "journal_note_versions" (
	"note_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"reason" text,
	"written_by" uuid,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_by" uuid,
	"signed_at" timestamp with time zone,
	CONSTRAINT "journal_note_versions_note_id_version_pk" PRIMARY KEY("note_id","version")
);
--> statement-breakpoint
CREATE TABLE "journal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"author_id" uuid,
	"template_id" uuid,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_by" uuid,
	"signed_at" timestamp with time zone,
	"struck_by" uuid,
	"struck_at" timestamp with time zone,
	"strike_reason" text
);
--> statement-breakpoint
CREATE TABLE "note_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"text_sv" jsonb,
	"text_en" jsonb,
	"repeatable" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "shares_notes_with_patients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "names_staff_in_log_extract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_note_versions" ADD CONSTRAINT "journal_note_versions_note_id_journal_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."journal_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_note_versions" ADD CONSTRAINT "journal_note_versions_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_note_versions" ADD CONSTRAINT "journal_note_versions_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_notes" ADD CONSTRAINT "journal_notes_patient_id_patients_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_notes" ADD CONSTRAINT "journal_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_notes" ADD CONSTRAINT "journal_notes_template_id_note_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."note_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_notes" ADD CONSTRAINT "journal_notes_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_notes" ADD CONSTRAINT "journal_notes_struck_by_users_id_fk" FOREIGN KEY ("struck_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_templates" ADD CONSTRAINT "note_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_templates" ADD CONSTRAINT "note_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_notes_patient_idx" ON "journal_notes" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_notes_signed_idx" ON "journal_notes" USING btree ("patient_id","signed_at") WHERE "journal_notes"."signed_at" is not null;--> statement-breakpoint
CREATE INDEX "journal_notes_drafts_idx" ON "journal_notes" USING btree ("author_id","updated_at") WHERE "journal_notes"."signed_at" is null;--> statement-breakpoint
CREATE INDEX "note_templates_org_idx" ON "note_templates" USING btree ("organization_id","created_at");
--> statement-breakpoint
-- The notes written before the journal are kept as signed notes: each template copied into every organization (its
-- title the one heading, its text the hint), each note signed by its writer when it was written.
CREATE TEMP TABLE "legacy_templates" AS
  SELECT t.id AS old_id, o.id AS organization_id, gen_random_uuid() AS new_id, t.title, t.body, t.index
  FROM "medical_note_templates" t CROSS JOIN "organizations" o;--> statement-breakpoint
INSERT INTO "note_templates" ("id", "organization_id", "text_sv", "repeatable")
  SELECT new_id, organization_id, jsonb_build_object('title', title, 'sections', jsonb_build_array(jsonb_build_object('heading', title, 'hint', body))), false
  FROM "legacy_templates" ORDER BY index;--> statement-breakpoint
CREATE TEMP TABLE "legacy_notes" AS
  SELECT n.id AS old_id, gen_random_uuid() AS new_id, n.patient_id, n.author_id, lt.new_id AS template_id, n.title, n.note, n.created_at
  FROM "medical_notes" n JOIN "patients" p ON p.user_id = n.patient_id
  LEFT JOIN "legacy_templates" lt ON lt.old_id = n.template_id AND lt.organization_id = p.organization_id;--> statement-breakpoint
INSERT INTO "journal_notes" ("id", "patient_id", "author_id", "template_id", "created_at", "updated_at", "signed_by", "signed_at")
  SELECT new_id, patient_id, author_id, template_id, created_at, created_at, author_id, created_at FROM "legacy_notes";--> statement-breakpoint
INSERT INTO "journal_note_versions" ("note_id", "version", "title", "sections", "written_by", "written_at", "signed_by", "signed_at")
  SELECT new_id, 1, title, jsonb_build_array(jsonb_build_object('heading', title, 'text', note)), author_id, created_at, author_id, created_at
  FROM "legacy_notes";--> statement-breakpoint
DROP TABLE "legacy_notes";--> statement-breakpoint
DROP TABLE "legacy_templates";--> statement-breakpoint
DROP TABLE "medical_note_templates" CASCADE;--> statement-breakpoint
DROP TABLE "medical_notes" CASCADE;
--> statement-breakpoint
-- A signed version of a note is never changed or removed, whatever writes to the table (docs/rules/journal.md).
CREATE FUNCTION "journal_version_locked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.signed_at IS NOT NULL THEN
    RAISE EXCEPTION 'a signed journal note is never changed or removed (note %, version %)', OLD.note_id, OLD.version
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_note_versions_locked" BEFORE UPDATE OR DELETE ON "journal_note_versions"
  FOR EACH ROW EXECUTE FUNCTION "journal_version_locked"();--> statement-breakpoint
-- A signed note is never removed, and of its row only the strike may be set, once.
CREATE FUNCTION "journal_note_locked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.signed_at IS NULL THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' OR OLD.struck_at IS NOT NULL OR NEW.struck_at IS NULL
     OR (NEW.id, NEW.patient_id, NEW.author_id, NEW.template_id, NEW.revision, NEW.created_at, NEW.updated_at, NEW.signed_by, NEW.signed_at)
        IS DISTINCT FROM (OLD.id, OLD.patient_id, OLD.author_id, OLD.template_id, OLD.revision, OLD.created_at, OLD.updated_at, OLD.signed_by, OLD.signed_at) THEN
    RAISE EXCEPTION 'a signed journal note is never changed or removed (note %)', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_notes_locked" BEFORE UPDATE OR DELETE ON "journal_notes"
  FOR EACH ROW EXECUTE FUNCTION "journal_note_locked"();--> statement-breakpoint
-- The access log is append-only (HSLF-FS 2016:40 4 kap.): no row of it is changed or removed.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the access log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
