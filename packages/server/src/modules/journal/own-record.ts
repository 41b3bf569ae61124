import type { JournalReader, PatientJournalResponse } from '@rehab/contract';
import { journalPrintQuery, journalReadersQuery, journalReadersResponse, noQuery, ownRecordResponse, patientJournalResponse } from '@rehab/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { auditLog, organizations, patients, users } from '../../db/schema';
import { iso } from '../../dates';
import { notFound } from '../../errors';
import { writeAudit } from '../../audit/log';
import { sendJournalPdf } from './print-routes';
import { signedNoteViews } from './view';
import { fhirRecord, sendFhirRecord } from './fhir';
import { feedbackOf, programOf } from './own-data';
import { listQuestionnaires } from '../patients/service';

/** The patient's organization and what it shows them of their journal. */
export async function ownOrganization(db: Db, patientId: string) {
  const [row] = await db
    .select({ shares: organizations.sharesNotesWithPatients, namesStaff: organizations.namesStaffInLogExtract })
    .from(patients)
    .innerJoin(organizations, eq(organizations.id, patients.organizationId))
    .where(eq(patients.userId, patientId));
  if (!row) throw notFound();
  return row;
}

/** "Min journal": the signed notes (struck ones marked), newest first, where the organization shares them. */
export async function ownJournal(db: Db, patientId: string): Promise<PatientJournalResponse> {
  const { shares } = await ownOrganization(db, patientId);
  if (!shares) return { shared: false, notes: [] };
  const notes = await signedNoteViews(db, patientId);
  return {
    shared: true,
    notes: notes.map((note) => ({
      id: note.id,
      status: note.status === 'struck' ? 'struck' : 'signed',
      title: note.title,
      sections: note.sections,
      signedBy: note.signedBy,
      signedAt: note.signedAt ?? note.createdAt,
      amendedAt: note.amendedAt,
      struckAt: note.struckAt,
      strikeReason: note.strikeReason,
    })),
  };
}

/** "Vem har läst min journal": the access log's rows about the patient by anyone else, newest first. */
export async function ownReaders(db: Db, patientId: string, limit: number): Promise<JournalReader[]> {
  const { namesStaff } = await ownOrganization(db, patientId);
  const rows = await db
    .select({
      at: auditLog.at,
      organization: organizations.title,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      action: auditLog.action,
      outcome: auditLog.outcome,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(and(eq(auditLog.patientId, patientId), ne(auditLog.actorId, patientId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    at: iso(row.at),
    organization: row.organization,
    role: row.role,
    staff: namesStaff ? { firstName: row.firstName, lastName: row.lastName } : null,
    action: row.action,
    outcome: row.outcome,
  }));
}

/** The patient's own record in the app: their journal and who has read it. */
export const ownRecordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/patient-app/journal',
    { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: patientJournalResponse } } },
    async (request) => ownJournal(db, sessionOf(request).userId),
  );

  // The rest of the record beside the notes: the program, the answers and the feedback (GDPR art. 15).
  app.get(
    '/patient-app/record',
    { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: ownRecordResponse } } },
    async (request) => {
      const patientId = sessionOf(request).userId;
      return {
        program: (await programOf(db, patientId))?.lines ?? [],
        questionnaires: (await listQuestionnaires(db, { id: patientId })).filter((form) => form.completedAt !== null),
        feedback: await feedbackOf(db, patientId),
      };
    },
  );

  // The patient's own copy of their record (GDPR art. 15): the notes "Min journal" shows, as an accessible PDF.
  app.get('/patient-app/journal.pdf', { config: { access: 'patient' }, schema: { querystring: journalPrintQuery } }, async (request, reply) => {
    const patientId = sessionOf(request).userId;
    const journal = await ownJournal(db, patientId);
    if (!journal.shared) throw notFound('Your care provider does not share the journal in the app');
    const [patient] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, birthDate: patients.birthDate, organization: organizations.title })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .innerJoin(organizations, eq(organizations.id, patients.organizationId))
      .where(eq(patients.userId, patientId));
    if (!patient) throw notFound();
    await writeAudit(db, request, { action: 'download:own-journal', patientIds: [patientId] });
    return sendJournalPdf(reply, { patient, organization: patient.organization, notes: journal.notes, lang: request.query.language, printedBy: null });
  });

  // The same record as a FHIR R4 Bundle (GDPR art. 20): the notes in it only where "Min journal" shows them.
  app.get('/patient-app/record.fhir.json', { config: { access: 'patient' }, schema: { querystring: journalPrintQuery } }, async (request, reply) => {
    const patientId = sessionOf(request).userId;
    const { shares } = await ownOrganization(db, patientId);
    const bundle = await fhirRecord(db, patientId, { lang: request.query.language, withNotes: shares });
    await writeAudit(db, request, { action: 'download:own-fhir-record', patientIds: [patientId] });
    return sendFhirRecord(reply, bundle, request.query.language);
  });

  app.get(
    '/patient-app/journal/readers',
    { config: { access: 'patient' }, schema: { querystring: journalReadersQuery, response: { 200: journalReadersResponse } } },
    async (request) => ownReaders(db, sessionOf(request).userId, request.query.limit),
  );
};
