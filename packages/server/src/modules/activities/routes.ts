import {
  activitiesParams,
  activitiesQuery,
  activitiesResponse,
  noQuery,
  taskDoneBody,
  taskDoneParams,
  taskDoneResponse,
  taskUndoneResponse,
  userExerciseBody,
  userExerciseParams,
  userExerciseResponse,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { guardPatientRecord, patientOf } from '../patients/record';
import { announceActivitiesChanged } from './announce';
import { readerLanguage } from '../../reader-language';
import { markTaskDone, setExerciseLevel, undoTaskMarkedOnBehalf, weekOfActivities } from './service';

/** A patient's week of activities and exercise levels; scoped and audited like every patient call. */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardPatientRecord(app, db);

  app.get(
    '/activities/:userId',
    { config: { access: 'staff', audit: 'read:activities' }, schema: { params: activitiesParams, querystring: activitiesQuery, response: { 200: activitiesResponse } } },
    async (request) => weekOfActivities(db, patientOf(request), request.query.weekOffset, new Date(), readerLanguage(request)),
  );

  app.patch(
    '/user-exercises/:patientId',
    { config: { access: 'staff', audit: 'write:exercise-level' }, schema: { params: userExerciseParams, querystring: noQuery, body: userExerciseBody, response: { 200: userExerciseResponse } } },
    async (request) => {
      const changed = await setExerciseLevel(db, patientOf(request), sessionOf(request).userId, request.body.exerciseType, request.body.level);
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.patientId);
      return changed;
    },
  );

  app.post(
    '/activities/:userId/tasks/:taskId/done',
    { config: { access: 'staff', audit: 'write:task-done' }, schema: { params: taskDoneParams, querystring: noQuery, body: taskDoneBody, response: { 200: taskDoneResponse } } },
    async (request) => {
      // Marked by the physio on the patient's behalf, and kept as theirs (docs/rules/records.md).
      const done = await markTaskDone(db, patientOf(request), request.params.taskId, new Date(), {}, sessionOf(request).userId, readerLanguage(request));
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.userId);
      return done;
    },
  );

  app.delete(
    '/activities/:userId/tasks/:taskId/done',
    { config: { access: 'staff', audit: 'write:task-undone' }, schema: { params: taskDoneParams, querystring: noQuery, response: { 200: taskUndoneResponse } } },
    async (request) => {
      const undone = await undoTaskMarkedOnBehalf(db, patientOf(request), request.params.taskId, readerLanguage(request));
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.userId);
      return undone;
    },
  );
};
