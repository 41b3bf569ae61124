import { calendarEntriesQuery, calendarEntriesResponse, patientListResponse, todoQuery, todoResponse } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { listCalendar, listPatients, listTodo } from './service';

/** The specialist's overviews: patient list, to-do and calendar, all within the patient scope. */
export const specialistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/specialists/patients/list', { schema: { response: { 200: patientListResponse } } }, async (request) =>
    listPatients(db, sessionOf(request)),
  );

  app.get('/specialists/patients/todo', { schema: { querystring: todoQuery, response: { 200: todoResponse } } }, async (request) =>
    listTodo(db, sessionOf(request), request.query),
  );

  app.get(
    '/specialists/calendar-entries/list',
    { schema: { querystring: calendarEntriesQuery, response: { 200: calendarEntriesResponse } } },
    async (request) => listCalendar(db, sessionOf(request), request.query),
  );
};
