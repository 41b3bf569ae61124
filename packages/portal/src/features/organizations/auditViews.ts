import type { OrganizationAuditEntry } from '@rehab/contract';

/**
 * One thing a staff member opened: a record, or a list view (the patient list, the to-do) with every patient it
 * showed. The server writes a list view as one access-log row per patient, all in one statement, so they share
 * their caller, time, address and action.
 */
export type AuditView = Omit<OrganizationAuditEntry, 'patient'> & { patients: NonNullable<OrganizationAuditEntry['patient']>[] };

const viewKey = (entry: OrganizationAuditEntry) =>
  [entry.actor?.id, entry.at, entry.method, entry.path, entry.action, entry.outcome, entry.reason].join('\u0000');

/**
 * The log's rows (newest first) as views: rows of one call side by side become one view with its patients. A view
 * that a page boundary cut in two is whole again once the next page is read.
 */
export function auditViews(entries: readonly OrganizationAuditEntry[]): AuditView[] {
  const views: AuditView[] = [];
  let lastKey: string | null = null;
  for (const { patient, ...entry } of entries) {
    const key = viewKey({ ...entry, patient });
    const last = views.at(-1);
    if (last && key === lastKey) {
      if (patient) last.patients.push(patient);
      continue;
    }
    views.push({ ...entry, patients: patient ? [patient] : [] });
    lastKey = key;
  }
  return views;
}
