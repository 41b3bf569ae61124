import {
  applyTemplateBody,
  applyTemplateParams,
  applyTemplateResponse,
  libraryParams,
  lineExercisesBody,
  lineExercisesResponse,
  noQuery,
  patientLessonsResponse,
  activitiesParams,
  programLineParams,
  programTemplate,
  programTemplateBody,
  programTemplateList,
  programTemplateListQuery,
  programTemplateParams,
  updateProgramTemplateBody,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceActivitiesChanged } from '../activities/announce';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import { findLibraryOrganization } from '../library/scope';
import { guardPatientRecord, patientOf } from '../patients/record';
import type { MediaStorage } from '../../storage/media-storage';
import { exercisesOfLines, findLine, setLineExercises } from './line-exercises';
import { ownProgramPrintRoutes, programPrintRoutes } from './print-routes';
import { lessonsOfPatient } from '../lessons/service';
import { applyTemplate, createTemplate, listTemplates, updateTemplate } from './templates';

/** A patient's program lines' exercises and the templates applied to them: one patient's record, scoped and audited. */
const programLineRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardPatientRecord(app, db);
  const line = '/patients/list/:userId/program/lines/:lineId/exercises';

  // Which of the patient's theory lessons they have marked read (docs/rules/lessons.md).
  app.get(
    '/patients/list/:userId/lessons',
    { config: { access: 'staff', audit: 'read:program' }, schema: { params: activitiesParams, querystring: noQuery, response: { 200: patientLessonsResponse } } },
    async (request) => lessonsOfPatient(db, patientOf(request).id),
  );

  app.get(line, { config: { access: 'staff', audit: 'read:program' }, schema: { params: programLineParams, querystring: noQuery, response: { 200: lineExercisesResponse } } }, async (request) => {
    const found = await findLine(db, patientOf(request), request.params.lineId);
    return { lineId: found.id, exercises: (await exercisesOfLines(db, [found.id])).get(found.id) ?? [] };
  });

  app.put(
    line,
    { config: { access: 'staff', audit: 'write:program' }, schema: { params: programLineParams, querystring: noQuery, body: lineExercisesBody, response: { 200: lineExercisesResponse } } },
    async (request) => {
      const changed = await setLineExercises(db, patientOf(request), request.params.lineId, request.body);
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.userId);
      return changed;
    },
  );

  app.post(
    '/patients/list/:userId/program/templates/:templateId',
    { config: { access: 'staff', audit: 'write:program' }, schema: { params: applyTemplateParams, querystring: noQuery, body: applyTemplateBody, response: { 201: applyTemplateResponse } } },
    async (request, reply) => {
      const applied = await applyTemplate(db, patientOf(request), sessionOf(request).userId, request.params.templateId, request.body.start);
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.userId);
      return reply.code(201).send(applied);
    },
  );
};

/** An organization's program templates (protocols). */
const templateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  checkScopeOnArrival(app, db, 'organization', ['id'], (session, id) => findLibraryOrganization(db, session, id));

  app.get(
    '/organizations/:id/program-templates',
    { config: { access: 'staff' }, schema: { params: libraryParams, querystring: programTemplateListQuery, response: { 200: programTemplateList } } },
    async (request) => listTemplates(db, request.params.id, undefined, request.query.retired),
  );

  app.post(
    '/organizations/:id/program-templates',
    { config: { access: 'staff' }, schema: { params: libraryParams, querystring: noQuery, body: programTemplateBody, response: { 201: programTemplate } } },
    async (request, reply) => reply.code(201).send(await createTemplate(db, request.params.id, sessionOf(request).userId, request.body)),
  );

  app.put(
    '/organizations/:id/program-templates/:templateId',
    { config: { access: 'staff' }, schema: { params: programTemplateParams, querystring: noQuery, body: updateProgramTemplateBody, response: { 200: programTemplate } } },
    async (request) => updateTemplate(db, request.params.id, request.params.templateId, request.body),
  );
};

export const programRoutes: FastifyPluginAsyncZod<{ db: Db; storage: MediaStorage }> = async (app, { db, storage }) => {
  await app.register(programLineRoutes, { db });
  await app.register(templateRoutes, { db });
  await app.register(programPrintRoutes, { db, storage });
  await app.register(ownProgramPrintRoutes, { db, storage });
};
