-- search_fold names unaccent with its schema: PostgreSQL 17 builds and analyzes an index with a
-- search_path of pg_catalog only, so an index on search_fold(...) could not find it otherwise.
DO $migration$
DECLARE
  home text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'unaccent');
BEGIN
  EXECUTE format(
    $function$CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $body$ SELECT lower(%s.unaccent(%L::regdictionary, coalesce(value, ''))) $body$$function$,
    home, home || '.unaccent');
END $migration$;--> statement-breakpoint
DROP INDEX "organization_members_org_idx";--> statement-breakpoint
ALTER TABLE "organization_members" ADD COLUMN "sort_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_members" ADD COLUMN "sort_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An organization's physios in name order: the member's names, kept from users.
CREATE FUNCTION organization_members_name_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(last_name), lower(first_name) INTO NEW.sort_last_name, NEW.sort_first_name FROM users WHERE id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER organization_members_name_keys BEFORE INSERT OR UPDATE OF user_id ON organization_members
  FOR EACH ROW EXECUTE FUNCTION organization_members_name_keys();--> statement-breakpoint
-- A renamed user reaches their memberships through the trigger above.
CREATE FUNCTION users_refresh_member_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organization_members SET user_id = user_id WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_refresh_member_keys AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_refresh_member_keys();--> statement-breakpoint
UPDATE organization_members SET user_id = user_id;--> statement-breakpoint
-- The physio lists read a page through these; the users indexes are partial, since patients are most of users.
CREATE INDEX "organization_members_org_idx" ON "organization_members" USING btree ("organization_id","sort_last_name","sort_first_name","user_id");--> statement-breakpoint
CREATE INDEX "users_physio_name_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id") WHERE "users"."role" = 'physio' and "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_physio_search_idx" ON "users" USING gin (search_fold("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops) WHERE "users"."role" = 'physio' and "users"."deleted_at" is null;
