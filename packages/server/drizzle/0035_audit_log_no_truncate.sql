-- The access log is append-only (HSLF-FS 2016:40 4 kap.): the row trigger of 0023 refuses an UPDATE or DELETE,
-- but TRUNCATE removes rows without firing a row trigger. A statement trigger refuses it too (also when the log
-- is named in a TRUNCATE of several tables, or reached by CASCADE), with the same error.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
