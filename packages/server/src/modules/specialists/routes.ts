import { readerLanguage } from '../../reader-language';
import {
  calendarEntriesQuery,
  calendarEntriesResponse,
  dashboardResponse,
  noQuery,
  patientListQuery,
  patientListResponse,
  todoQuery,
  todoResponse,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { auditAccess } from '../patients/record';
import { listPatientPage } from './patient-list';
import { dashboardCounts, listCalendar, listTodo } from './service';

/** The specialist's overviews: patient list, to-do and calendar, all within the patient scope. */
export const specialistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {

  // Lists show parts of many records, so each patient shown gets an audit row too: the page's, not the clinic's.
  app.get(
    '/specialists/patients/list',
    { config: { access: 'staff' }, schema: { querystring: patientListQuery, response: { 200: patientListResponse } } },
    async (request) => {
      const page = await listPatientPage(db, sessionOf(request), request.query);
      await auditAccess(db, request, page.items.map((patient) => patient.id), 'read:patient-list');
      return page;
    },
  );

  app.get('/specialists/patients/todo', { config: { access: 'staff' }, schema: { querystring: todoQuery, response: { 200: todoResponse } } }, async (request) => {
    const todo = await listTodo(db, sessionOf(request), request.query, new Date(), readerLanguage(request));
    await auditAccess(db, request, todo.items.map((item) => item.patient.id), 'read:todo');
    return todo;
  });

  app.get(
    '/specialists/calendar-entries/list',
    { config: { access: 'staff' }, schema: { querystring: calendarEntriesQuery, response: { 200: calendarEntriesResponse } } },
    async (request) => {
      const page = await listCalendar(db, sessionOf(request), { ...request.query, language: readerLanguage(request) });
      await auditAccess(db, request, page.items.flatMap((entry) => (entry.patient ? [entry.patient.id] : [])), 'read:calendar');
      return page;
    },
  );

  // Only counts, no patient's record is shown, so no audit row.
  app.get('/specialists/dashboard', { config: { access: 'staff' }, schema: { querystring: noQuery, response: { 200: dashboardResponse } } }, async (request) =>
    dashboardCounts(db, sessionOf(request)),
  );
};
