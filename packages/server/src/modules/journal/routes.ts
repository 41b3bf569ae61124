import {
  amendNoteBody,
  draftListResponse,
  journalNote,
  journalNoteListResponse,
  journalNoteParams,
  journalPrintQuery,
  journalSettings,
  newNoteBody,
  noQuery,
  noteTemplate,
  noteTemplateBody,
  noteTemplateListResponse,
  noteTemplateParams,
  organizationParams,
  patientParams,
  saveDraftBody,
  signNoteBody,
  strikeNoteBody,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { auditAccess, guardPatientRecord, patientOf } from '../patients/record';
import { carePatients } from '../patients/scope';
import { amendNote, createDraft, discardDraft, getNote, listNotes, listOwnDrafts, offeredTemplates, saveDraft, signNote, strikeNote } from './service';
import { printedNotes, sendJournalPdf, staffName } from './print-routes';
import { fhirRecord, sendFhirRecord } from './fhir';
import { createTemplate, findTemplateOrganization, journalSettingsOf, listTemplates, updateJournalSettings, updateTemplate } from './templates';

/**
 * The patient's journal under /patients/list/{userId}/medical-notes: the same guard as every call on one patient
 * (scope on arrival, an access-log row per call), so who may read a note is decided where every patient read is.
 */
export const journalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardPatientRecord(app, db);
  const base = '/patients/list/:userId/medical-notes';
  const me = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  app.get(
    `${base}/list`,
    { config: { access: 'staff', audit: 'read:medical-notes' }, schema: { params: patientParams, querystring: noQuery, response: { 200: journalNoteListResponse } } },
    async (request) => listNotes(db, patientOf(request), me(request)),
  );

  app.get(
    `${base}/templates`,
    { config: { access: 'staff', audit: 'read:medical-note-templates' }, schema: { params: patientParams, querystring: noQuery, response: { 200: noteTemplateListResponse } } },
    async (request) => offeredTemplates(db, patientOf(request)),
  );

  app.post(
    base,
    { config: { access: 'staff', audit: 'write:medical-note-draft' }, schema: { params: patientParams, querystring: noQuery, body: newNoteBody, response: { 201: journalNote } } },
    async (request, reply) => reply.code(201).send(await createDraft(db, patientOf(request), me(request), request.body)),
  );

  app.get(
    `${base}/:noteId`,
    { config: { access: 'staff', audit: 'read:medical-note' }, schema: { params: journalNoteParams, querystring: noQuery, response: { 200: journalNote } } },
    async (request) => getNote(db, patientOf(request), me(request), request.params.noteId),
  );

  // Print the whole journal or one note: only signed notes, as an accessible PDF; each print is logged as a print.
  app.get(
    `${base}.pdf`,
    { config: { access: 'staff', audit: 'print:medical-notes' }, schema: { params: patientParams, querystring: journalPrintQuery } },
    async (request, reply) => {
      const patient = patientOf(request);
      const notes = printedNotes(await listNotes(db, patient, me(request)));
      return sendJournalPdf(reply, { patient, organization: patient.organizationTitle, notes, lang: request.query.language, printedBy: await staffName(db, me(request)) });
    },
  );

  app.get(
    `${base}/:noteId.pdf`,
    { config: { access: 'staff', audit: 'print:medical-note' }, schema: { params: journalNoteParams, querystring: journalPrintQuery } },
    async (request, reply) => {
      const patient = patientOf(request);
      const notes = printedNotes([await getNote(db, patient, me(request), request.params.noteId)]);
      // A draft is not printed: it is not yet part of the journal.
      if (notes.length === 0) throw notFound('Only a signed note is printed');
      return sendJournalPdf(reply, { patient, organization: patient.organizationTitle, notes, lang: request.query.language, printedBy: await staffName(db, me(request)) });
    },
  );

  // Everything the product holds about the patient, as a FHIR R4 Bundle: for the patient, or another caregiver.
  app.get(
    '/patients/list/:userId/record.fhir.json',
    { config: { access: 'staff', audit: 'export:fhir-record' }, schema: { params: patientParams, querystring: journalPrintQuery } },
    async (request, reply) => {
      const lang = request.query.language;
      return sendFhirRecord(reply, await fhirRecord(db, patientOf(request).id, { lang, withNotes: true }), lang);
    },
  );

  app.put(
    `${base}/:noteId/draft`,
    { config: { access: 'staff', audit: 'write:medical-note-draft' }, schema: { params: journalNoteParams, querystring: noQuery, body: saveDraftBody, response: { 200: journalNote } } },
    async (request) => saveDraft(db, patientOf(request), me(request), request.params.noteId, request.body),
  );

  app.delete(
    `${base}/:noteId/draft`,
    { config: { access: 'staff', audit: 'write:medical-note-discard' }, schema: { params: journalNoteParams, querystring: noQuery } },
    async (request, reply) => {
      await discardDraft(db, patientOf(request), me(request), request.params.noteId);
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}/:noteId/sign`,
    { config: { access: 'staff', audit: 'write:medical-note-sign' }, schema: { params: journalNoteParams, querystring: noQuery, body: signNoteBody, response: { 200: journalNote } } },
    async (request) => signNote(db, patientOf(request), me(request), request.params.noteId, request.body.revision),
  );

  app.post(
    `${base}/:noteId/amendments`,
    { config: { access: 'staff', audit: 'write:medical-note-amendment' }, schema: { params: journalNoteParams, querystring: noQuery, body: amendNoteBody, response: { 201: journalNote } } },
    async (request, reply) => reply.code(201).send(await amendNote(db, patientOf(request), me(request), request.params.noteId, request.body)),
  );

  app.post(
    `${base}/:noteId/strike`,
    { config: { access: 'staff', audit: 'write:medical-note-strike' }, schema: { params: journalNoteParams, querystring: noQuery, body: strikeNoteBody, response: { 200: journalNote } } },
    async (request) => strikeNote(db, patientOf(request), me(request), request.params.noteId, request.body.reason),
  );
};

/** An organization's note templates (its physios and admins), its journal settings (its admins), and a physio's drafts. */
export const noteTemplateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  checkScopeOnArrival(app, db, 'organization', ['id'], (session, id) => findTemplateOrganization(db, session, id));
  const base = '/organizations/:id/note-templates';

  app.get(
    base,
    { config: { access: 'staff' }, schema: { params: organizationParams, querystring: noQuery, response: { 200: noteTemplateListResponse } } },
    async (request) => listTemplates(db, request.params.id),
  );

  app.post(
    base,
    { config: { access: 'staff' }, schema: { params: organizationParams, querystring: noQuery, body: noteTemplateBody, response: { 201: noteTemplate } } },
    async (request, reply) => reply.code(201).send(await createTemplate(db, request.params.id, sessionOf(request).userId, request.body)),
  );

  app.put(
    `${base}/:templateId`,
    { config: { access: 'staff' }, schema: { params: noteTemplateParams, querystring: noQuery, body: noteTemplateBody, response: { 200: noteTemplate } } },
    async (request) => updateTemplate(db, request.params.id, request.params.templateId, request.body),
  );

  app.get(
    '/organizations/:id/journal-settings',
    { config: { access: 'admin' }, schema: { params: organizationParams, querystring: noQuery, response: { 200: journalSettings } } },
    async (request) => journalSettingsOf(db, request.params.id),
  );

  app.put(
    '/organizations/:id/journal-settings',
    { config: { access: 'admin' }, schema: { params: organizationParams, querystring: noQuery, body: journalSettings, response: { 200: journalSettings } } },
    async (request) => updateJournalSettings(db, request.params.id, request.body),
  );

  app.get(
    '/specialists/medical-notes/drafts',
    { config: { access: 'staff' }, schema: { querystring: noQuery, response: { 200: draftListResponse } } },
    async (request) => {
      const session = sessionOf(request);
      const drafts = await listOwnDrafts(db, session.userId, carePatients(session));
      // An overview list: one access-log row per patient it shows.
      await auditAccess(db, request, drafts.map((draft) => draft.patient.id), 'read:medical-note-drafts');
      return drafts;
    },
  );
};
