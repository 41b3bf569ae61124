import { patientFeedbackBody, type PatientWeekResponse } from '@rehab/contract';
import { z } from 'zod/mini';
import { ApiError } from '../../lib/fetcher';
import { currentPatient } from '../../lib/offline/currentPatient';
import { createOfflineQueue, type Refused, type SendOutcome } from '../../lib/offline/offlineQueue';
import { markTaskDone, sendFeedback } from './api/taskActions';

/**
 * What the patient may do offline: mark a task done, and say how its exercise felt. The exercise's name is
 * kept as the patient saw it, so a refusal can say which one it was (an older release did not keep it).
 */
export const offlineTaskAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('done'), taskId: z.string(), exerciseName: z.optional(z.string()) }),
  z.object({ kind: z.literal('feedback'), taskId: z.string(), exerciseName: z.optional(z.string()), body: patientFeedbackBody }),
]);
export type OfflineTaskAction = z.infer<typeof offlineTaskAction>;

/** Why the server will never take a queued action, in the terms the patient is told. */
export type RefusalReason = 'treatmentEnded' | 'notInProgram' | 'notTaken';
export type RefusedTaskAction = Refused<OfflineTaskAction, RefusalReason>;

export const offlineTasks = createOfflineQueue<OfflineTaskAction, RefusalReason>({ name: 'tasks', item: offlineTaskAction });

/** A task is marked done once and rated once, however many times the patient taps while offline. */
const keyOf = (action: OfflineTaskAction) => `${action.kind}:${action.taskId}`;

/** The call failed before the server answered, so it may be sent again later. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** Why a final refusal came: the server's message for an ended treatment, a task or exercise it no longer has. */
function refusalOf(error: ApiError): RefusalReason {
  if (error.status === 409 && error.message === 'The treatment has ended') return 'treatmentEnded';
  if (error.status === 404 || error.errors.some((field) => field.property === 'exerciseId')) return 'notInProgram';
  return 'notTaken';
}

/**
 * What an answer to a queued action means: a task the server already has as done was sent (an earlier try
 * reached it before the network went); another refusal is final (the treatment ended meanwhile), with its
 * reason; a failure to reach the server, a server error, or an ended session (401) is tried again later.
 */
export function outcomeOf(action: OfflineTaskAction, error: unknown): SendOutcome<RefusalReason> {
  if (!(error instanceof ApiError) || typeof error.status !== 'number') return 'retry';
  if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
  if (action.kind === 'done' && error.status === 409 && error.message === 'The task is not planned') return 'sent';
  return { refused: refusalOf(error) };
}

function send(action: OfflineTaskAction): Promise<unknown> {
  return action.kind === 'done' ? markTaskDone(action.taskId) : sendFeedback(action.body);
}

export async function sendQueued(action: OfflineTaskAction): Promise<SendOutcome<RefusalReason>> {
  try {
    await send(action);
    return 'sent';
  } catch (error) {
    return outcomeOf(action, error);
  }
}

/** Sends the action now, or, offline, queues it to be sent once the phone is online again. */
export async function sendOrQueue(action: OfflineTaskAction): Promise<'sent' | 'queued'> {
  const owner = currentPatient();
  const queue = () => {
    if (!owner) return false;
    offlineTasks.add(owner, keyOf(action), action);
    return true;
  };
  if (!navigator.onLine && queue()) return 'queued';
  try {
    await send(action);
    return 'sent';
  } catch (error) {
    if (isUnreachable(error) && queue()) return 'queued';
    throw error;
  }
}

/** The week as the patient left it: a task marked done offline shows done, waiting to be sent (no time yet). */
export function withWaitingTasks(week: PatientWeekResponse, waitingTaskIds: ReadonlySet<string>): PatientWeekResponse {
  if (waitingTaskIds.size === 0) return week;
  return {
    ...week,
    tasks: week.tasks.map((task) => (waitingTaskIds.has(task.id) && task.status === 'planned' ? { ...task, status: 'done', completedAt: null } : task)),
  };
}

/** Sends what is waiting, as the signed-in patient, then `settle`s. */
export function sendWaitingTasks(settle: () => Promise<unknown>) {
  const owner = currentPatient();
  return owner ? offlineTasks.flush(owner, sendQueued, settle) : undefined;
}
