import { patientFeedbackBody, type PatientWeekResponse } from '@rehab/contract';
import { z } from 'zod/mini';
import { ApiError } from '@rehab/web/ApiError';
import { currentPatient } from '../../lib/offline/currentPatient';
import { createOfflineQueue, type Refused, type SendOutcome } from '../../lib/offline/offlineQueue';
import { markTaskDone, sendFeedback, undoTaskDone } from './api/taskActions';

/**
 * What the patient may do offline: mark a task done, take that back, and say how its exercise felt. The
 * exercise's name is kept as the patient saw it, so a refusal can say which one it was (an older release did
 * not keep it).
 */
export const offlineTaskAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('done'), taskId: z.string(), exerciseName: z.optional(z.string()) }),
  z.object({ kind: z.literal('undo'), taskId: z.string(), exerciseName: z.optional(z.string()) }),
  z.object({ kind: z.literal('feedback'), taskId: z.string(), exerciseName: z.optional(z.string()), body: patientFeedbackBody }),
]);
export type OfflineTaskAction = z.infer<typeof offlineTaskAction>;
type FeedbackAction = Extract<OfflineTaskAction, { kind: 'feedback' }>;

/** Why the server will never take a queued action, in the terms the patient is told. */
export type RefusalReason = 'treatmentEnded' | 'notInProgram' | 'dayOver' | 'notTaken';
export type RefusedTaskAction = Refused<OfflineTaskAction, RefusalReason>;

/** Sent now; queued to be sent once online; or withdrawn: it took back a queued action, so nothing is sent. */
export type TaskActionOutcome = 'sent' | 'queued' | 'withdrawn';

export const offlineTasks = createOfflineQueue<OfflineTaskAction, RefusalReason>({ name: 'tasks', item: offlineTaskAction });

/** A task is marked done once and rated once, however many times the patient taps while offline. */
const keyOf = (action: Pick<OfflineTaskAction, 'kind' | 'taskId'>) => `${action.kind}:${action.taskId}`;

/** What marking done and undoing take back of each other. */
const opposite = { done: 'undo', undo: 'done' } as const;

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
  if (action.kind === 'undo' && error.status === 409 && error.message === 'The task is not done') return 'sent';
  if (action.kind === 'undo' && error.status === 409 && error.message === 'The task was done on another day') return { refused: 'dayOver' };
  return { refused: refusalOf(error) };
}

function send(action: OfflineTaskAction): Promise<unknown> {
  if (action.kind === 'done') return markTaskDone(action.taskId);
  if (action.kind === 'undo') return undoTaskDone(action.taskId);
  return sendFeedback(action.body);
}

export async function sendQueued(action: OfflineTaskAction): Promise<SendOutcome<RefusalReason>> {
  try {
    await send(action);
    return 'sent';
  } catch (error) {
    return outcomeOf(action, error);
  }
}

/**
 * Sends the action now, or, offline, queues it to be sent once the phone is online again. Marking a task done
 * and undoing it take each other back while one of them is still waiting, so the server gets neither (it
 * still has the task as the patient sees it); one already being sent is followed by the other, in order.
 */
export async function sendOrQueue(action: FeedbackAction): Promise<'sent' | 'queued'>;
export async function sendOrQueue(action: OfflineTaskAction): Promise<TaskActionOutcome>;
export async function sendOrQueue(action: OfflineTaskAction): Promise<TaskActionOutcome> {
  const owner = currentPatient();
  const queue = () => {
    if (!owner) return false;
    offlineTasks.add(owner, keyOf(action), action);
    return true;
  };
  if (owner && action.kind !== 'feedback') {
    if (offlineTasks.withdraw(owner, keyOf({ kind: opposite[action.kind], taskId: action.taskId }))) return 'withdrawn';
    // The other is still queued, being sent right now: this one goes after it, never beside it.
    const isWaiting = offlineTasks.entries().some((entry) => entry.owner === owner && entry.item.taskId === action.taskId && entry.item.kind !== 'feedback');
    if (isWaiting && queue()) return 'queued';
  }
  if (!navigator.onLine && queue()) return 'queued';
  try {
    await send(action);
    return 'sent';
  } catch (error) {
    if (isUnreachable(error) && queue()) return 'queued';
    throw error;
  }
}

/** The tasks marked done and undone offline, still waiting to be sent. */
export type WaitingTasks = { done: ReadonlySet<string>; undone: ReadonlySet<string> };

/**
 * The week as the patient left it: a task marked done offline shows done, waiting to be sent (no time yet),
 * and a task undone offline shows planned again.
 */
export function withWaitingTasks(week: PatientWeekResponse, { done, undone }: WaitingTasks): PatientWeekResponse {
  if (done.size + undone.size === 0) return week;
  return {
    ...week,
    tasks: week.tasks.map((task) => {
      if (done.has(task.id) && task.status === 'planned') return { ...task, status: 'done', completedAt: null };
      if (undone.has(task.id) && task.status === 'done') return { ...task, status: 'planned', completedAt: null };
      return task;
    }),
  };
}

/** Sends what is waiting, as the signed-in patient, then `settle`s. */
export function sendWaitingTasks(settle: () => Promise<unknown>) {
  const owner = currentPatient();
  return owner ? offlineTasks.flush(owner, sendQueued, settle) : undefined;
}
