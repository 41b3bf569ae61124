import { journalPrintQuery, patientParams } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { writeAudit } from '../../audit/log';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { organizations, patients, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { MediaStorage } from '../../storage/media-storage';
import { staffName } from '../journal/print-routes';
import { ownPatient } from '../patient-app/week';
import { guardPatientRecord, patientOf } from '../patients/record';
import { programFileName, programPdf, type ProgramPrint } from './print';
import { printedProgram } from './printed-program';

/** Sends the print as a download, not kept by any cache. */
async function sendProgramPdf(reply: FastifyReply, print: ProgramPrint) {
  const now = print.now ?? new Date();
  const document = await programPdf({ ...print, now });
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${programFileName(print.lang, now)}"`)
    .header('cache-control', 'no-store')
    .send(document);
}

/** The program printed by staff: one patient's record, scoped and audited as a print of its own kind. */
export const programPrintRoutes: FastifyPluginAsyncZod<{ db: Db; storage: MediaStorage }> = async (app, { db, storage }) => {
  guardPatientRecord(app, db);
  app.get(
    '/patients/list/:userId/program.pdf',
    { config: { access: 'staff', audit: 'print:program' }, schema: { params: patientParams, querystring: journalPrintQuery } },
    async (request, reply) => {
      const patient = patientOf(request);
      const lines = await printedProgram(db, storage, patient.id, dayInSweden());
      const printedBy = await staffName(db, sessionOf(request).userId);
      return sendProgramPdf(reply, { patient, organization: patient.organizationTitle, lines, lang: request.query.language, printedBy });
    },
  );
};

/** The patient's own program, to keep on paper or beside the player. */
export const ownProgramPrintRoutes: FastifyPluginAsyncZod<{ db: Db; storage: MediaStorage }> = async (app, { db, storage }) => {
  app.get('/patient-app/program.pdf', { config: { access: 'patient' }, schema: { querystring: journalPrintQuery } }, async (request, reply) => {
    const { id } = await ownPatient(db, sessionOf(request));
    const [patient] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, organization: organizations.title })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .innerJoin(organizations, eq(organizations.id, patients.organizationId))
      .where(eq(patients.userId, id));
    if (!patient) throw notFound();
    const lines = await printedProgram(db, storage, id, dayInSweden());
    await writeAudit(db, request, { action: 'download:own-program', patientIds: [id] });
    return sendProgramPdf(reply, { patient, organization: patient.organization, lines, lang: request.query.language, printedBy: null });
  });
};
