-- An ErrorMessage says what failed, for which patient and what to do; the old ones that said only "something went wrong" go.
DELETE FROM "notifications"
WHERE "type" = 'ErrorMessage'
  AND NOT ("params" ?& ARRAY['failure', 'action', 'patientId', 'patientName']);
