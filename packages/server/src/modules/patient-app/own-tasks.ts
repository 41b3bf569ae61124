import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../../audit/log';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../uuid';

/**
 * A patient's calls on a task (`:taskId`) reach only their own tasks: checked as the request arrives,
 * before its body is read. Someone else's task is the same 404 as one that does not exist, and the
 * attempt is in the access log, filed under the patient the task belongs to. The patient's own use of
 * their own tasks is not logged, as with their own chat.
 */
export function guardOwnTasks(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (request) => {
    const taskId = (request.params as Record<string, string | undefined>).taskId;
    if (!taskId || !isUuid(taskId)) return;
    await refuseOthersTask(db, request, taskId);
  });
}

/** The same refusal for a task named in a body (feedback on a task), before anything is written. */
export async function refuseOthersTask(db: Db, request: FastifyRequest, taskId: string) {
  const session = sessionOf(request);
  const [task] = await db.select({ patientId: tasks.patientId }).from(tasks).where(eq(tasks.id, taskId));
  if (task?.patientId === session.userId) return;
  await writeAudit(db, request, { action: 'denied:task', outcome: 'denied', patientIds: task ? [task.patientId] : [] });
  throw notFound('Task not found');
}
