import type { ActivityType, PatientSort } from '@rehab/contract';
import Fastify, { type FastifyReply } from 'fastify';
import { writeAudit } from '../audit/log';
import type { Session } from '../auth/tokens';
import { toPage } from '../keyset';
import type { Db } from '../db/client';
import { listChats } from '../modules/chats/service';
import { listFollowUps } from '../modules/follow-ups/service';
import { activityStatistic } from '../modules/patients/service';
import { auditAccess } from '../modules/patients/record';
import { findListedPatient } from '../modules/patients/scope';
import { patientListItem } from '../modules/patients/view';
import { patientPageQueries } from '../modules/specialists/patient-list';
import { dashboardCounts, listTodo } from '../modules/specialists/service';

/**
 * The work of each measured call done bare: one Fastify instance with a route per call and nothing else (no
 * token check, no hooks, no schema validation, no response schema, no security headers). Each route runs the
 * product's own queries on the same driver, writes the audit rows the product writes for that call, and
 * answers `JSON.stringify` of the same result. The caller is a fixed session (the demo physio's), so what
 * the product spends beyond this, per request, is its overhead.
 */
export async function startBareApp(db: Db, session: Session): Promise<{ address: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  // writeAudit reads the caller from the request, as the product's auth hook leaves it there.
  app.decorateRequest('session', null);
  const json = (reply: FastifyReply, result: unknown) => reply.type('application/json; charset=utf-8').send(JSON.stringify(result));

  app.get('/specialists/patients/list', async (request, reply) => {
    const query = request.query as { search?: string; sort?: PatientSort; direction?: 'asc' | 'desc'; limit?: string };
    const limit = query.limit ? Number(query.limit) : 50;
    const queries = patientPageQueries(db, session, { search: query.search, sort: query.sort ?? 'name', direction: query.direction ?? 'asc', limit });
    const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
    const now = new Date();
    const page = toPage(queries.order, rows, limit, total?.n, (row) => patientListItem(row, now));
    request.session = { ...session, secondFactor: null };
    await auditAccess(db, request, page.items.map((item) => item.id), 'read:patient-list');
    return json(reply, page);
  });

  app.get('/specialists/patients/todo', async (request, reply) => {
    const query = request.query as { type?: ActivityType; date?: string; limit?: string; cursor?: string };
    const todo = await listTodo(db, session, { ...query, limit: Number(query.limit ?? 50) });
    request.session = { ...session, secondFactor: null };
    await auditAccess(db, request, todo.items.map((item) => item.patient.id), 'read:todo');
    return json(reply, todo);
  });

  app.get('/specialists/dashboard', async (_request, reply) => json(reply, await dashboardCounts(db, session)));

  // The product's guard: the patient in scope (else 404), its audit row, then the call.
  app.get('/patients/list/:userId/activity-statistic', async (request, reply) => {
    const patient = await findListedPatient(db, session, (request.params as { userId: string }).userId).catch(() => null);
    if (!patient) return reply.code(404).send();
    request.session = { ...session, secondFactor: null };
    await auditAccess(db, request, [patient.id], 'read:activity-statistic');
    return json(reply, await activityStatistic(db, patient));
  });

  app.get('/specialists/follow-ups', async (request, reply) => {
    const list = await listFollowUps(db, session, 'open', Number((request.query as { limit?: string }).limit ?? 50));
    request.session = { ...session, secondFactor: null };
    await auditAccess(db, request, [...new Set(list.items.map((item) => item.patient.id))], 'read:follow-ups');
    return json(reply, list);
  });

  app.get('/chats', async (request, reply) => {
    const list = await listChats(db, session);
    request.session = { ...session, secondFactor: null };
    await writeAudit(db, request, { action: 'read:chat-list', patientIds: list.map((each) => each.patient.id) });
    return json(reply, list);
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, close: () => app.close() };
}
