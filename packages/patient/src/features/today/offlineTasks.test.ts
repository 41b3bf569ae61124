// @vitest-environment happy-dom
import type { PatientTask, PatientWeekResponse } from '@rehab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/fetcher';
import { markTaskDone, sendFeedback } from './api/taskActions';
import { offlineTasks, outcomeOf, sendOrQueue, sendWaitingTasks, withWaitingTasks } from './offlineTasks';

vi.mock('./api/taskActions', () => ({ markTaskDone: vi.fn(), sendFeedback: vi.fn(), undoTaskDone: vi.fn() }));
vi.mock('../../lib/offline/currentPatient', () => ({ currentPatient: () => 'patient-a' }));

const done = { kind: 'done', taskId: 'task-1' } as const;
const feedback = { kind: 'feedback', taskId: 'task-1', body: { exerciseId: '0b0f8a8e-8f43-4c8e-9d0c-6f1f2a3b4c5d', feedback: 'hard', note: 'Tungt' } } as const;

describe('marking a task done and rating it offline', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.mocked(markTaskDone).mockReset();
    vi.mocked(sendFeedback).mockReset();
    offlineTasks.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends at once when online, and queues nothing', async () => {
    await expect(sendOrQueue(done)).resolves.toBe('sent');
    expect(markTaskDone).toHaveBeenCalledWith('task-1');
    expect(offlineTasks.entries()).toEqual([]);
  });

  it('queues without calling the server while offline, the task once however often it is tapped', async () => {
    online = false;
    await expect(sendOrQueue(done)).resolves.toBe('queued');
    await expect(sendOrQueue(done)).resolves.toBe('queued');
    await expect(sendOrQueue(feedback)).resolves.toBe('queued');
    expect(markTaskDone).not.toHaveBeenCalled();
    expect(offlineTasks.entries().map((entry) => entry.item)).toEqual([done, feedback]);
    // Kept where a reload finds it.
    expect(localStorage.getItem('rehab-patient-offline:tasks')).toContain('task-1');
  });

  it('queues when the server cannot be reached although the browser says it is online', async () => {
    vi.mocked(markTaskDone).mockRejectedValue(new ApiError('Failed to fetch', 'FETCH_ERROR'));
    await expect(sendOrQueue(done)).resolves.toBe('queued');
    expect(offlineTasks.entries().map((entry) => entry.item)).toEqual([done]);
  });

  it('shows a refusal as it is, and queues nothing', async () => {
    vi.mocked(markTaskDone).mockRejectedValue(new ApiError('The treatment has ended', 409));
    await expect(sendOrQueue(done)).rejects.toThrow('The treatment has ended');
    expect(offlineTasks.entries()).toEqual([]);
  });

  it('sends the done mark before its rating once online, each once, then reads the weeks again', async () => {
    online = false;
    await sendOrQueue(done);
    await sendOrQueue(feedback);
    online = true;
    const order: string[] = [];
    vi.mocked(markTaskDone).mockImplementation(async () => {
      order.push('done');
      return {} as Awaited<ReturnType<typeof markTaskDone>>;
    });
    vi.mocked(sendFeedback).mockImplementation(async () => {
      order.push('feedback');
      return {} as Awaited<ReturnType<typeof sendFeedback>>;
    });
    const settle = vi.fn(async () => order.push('weeks read again'));

    await sendWaitingTasks(settle);
    await sendWaitingTasks(settle);

    expect(order).toEqual(['done', 'feedback', 'weeks read again']);
    expect(sendFeedback).toHaveBeenCalledWith(feedback.body);
    expect(offlineTasks.entries()).toEqual([]);
  });

  it('counts a task the server already has as done as sent, and keeps it when the server cannot be reached', () => {
    expect(outcomeOf(done, new ApiError('The task is not planned', 409))).toBe('sent');
    expect(outcomeOf(done, new ApiError('The treatment has ended', 409))).toBe('refused');
    expect(outcomeOf(done, new ApiError('Task not found', 404))).toBe('refused');
    expect(outcomeOf(feedback, new ApiError('The task is not planned', 409))).toBe('refused');
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 401, 429, 500, 503] as const) {
      expect(outcomeOf(done, new ApiError('later', status)), String(status)).toBe('retry');
    }
  });
});

describe('the week with what waits to be sent', () => {
  const task = (id: string, status: PatientTask['status']) => ({ id, status, completedAt: status === 'done' ? '2026-11-18T08:00:00.000Z' : null }) as PatientTask;
  const week = { weekStart: '2026-11-16', weekEnd: '2026-11-22', today: '2026-11-18', treatmentEnd: null, tasks: [task('a', 'planned'), task('b', 'planned'), task('c', 'skipped')] } satisfies PatientWeekResponse;

  it('shows a task marked done offline as done, without a time until the server has it', () => {
    const shown = withWaitingTasks(week, new Set(['a', 'c']));
    expect(shown.tasks.map(({ id, status, completedAt }) => ({ id, status, completedAt }))).toEqual([
      { id: 'a', status: 'done', completedAt: null },
      { id: 'b', status: 'planned', completedAt: null },
      { id: 'c', status: 'skipped', completedAt: null },
    ]);
    expect(withWaitingTasks(week, new Set())).toBe(week);
  });
});
