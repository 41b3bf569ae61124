import { activitiesParams, activitiesQuery, activitiesResponse, noQuery, userExerciseBody, userExerciseParams, userExerciseResponse } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { guardPatientRecord, patientOf } from '../patients/record';
import { setExerciseLevel, weekOfActivities } from './service';

/** A patient's week of activities and exercise levels; scoped and audited like every patient call. */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardPatientRecord(app, db);

  app.get(
    '/activities/:userId',
    { config: { audit: 'read:activities' }, schema: { params: activitiesParams, querystring: activitiesQuery, response: { 200: activitiesResponse } } },
    async (request) => weekOfActivities(db, patientOf(request), request.query.weekOffset),
  );

  app.patch(
    '/user-exercises/:patientId',
    { config: { audit: 'write:exercise-level' }, schema: { params: userExerciseParams, querystring: noQuery, body: userExerciseBody, response: { 200: userExerciseResponse } } },
    async (request) => setExerciseLevel(db, patientOf(request), request.body.exerciseType, request.body.level),
  );
};
