// @vitest-environment happy-dom
import type { PatientTask, PatientWeekResponse } from '@rehab/contract';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@rehab/locales/en/patientToday.json';
import sv from '@rehab/locales/sv/patientToday.json';
import { ApiError } from '@rehab/web/ApiError';
import { markTaskDone, sendFeedback, undoTaskDone } from './api/taskActions';
import { offlineTasks, outcomeOf, sendOrQueue, sendWaitingTasks, withWaitingTasks } from './offlineTasks';
import { refusalToast } from './refusalToast';

vi.mock('./api/taskActions', () => ({ markTaskDone: vi.fn(), sendFeedback: vi.fn(), undoTaskDone: vi.fn() }));
vi.mock('../../lib/offline/currentPatient', () => ({ currentPatient: () => 'patient-a' }));

const done = { kind: 'done', taskId: 'task-1' } as const;
const undo = { kind: 'undo', taskId: 'task-1' } as const;
const feedback = { kind: 'feedback', taskId: 'task-1', body: { exerciseId: '0b0f8a8e-8f43-4c8e-9d0c-6f1f2a3b4c5d', feedback: 'hard', note: 'Tungt' } } as const;

describe('marking a task done and rating it offline', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.mocked(markTaskDone).mockReset();
    vi.mocked(sendFeedback).mockReset();
    vi.mocked(undoTaskDone).mockReset();
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
    expect(outcomeOf(done, new ApiError('The treatment has ended', 409))).toEqual({ refused: 'treatmentEnded' });
    expect(outcomeOf(done, new ApiError('Task not found', 404))).toEqual({ refused: 'notInProgram' });
    const unknownExercise = new ApiError('exerciseId is invalid', 400, [{ property: 'exerciseId', constraints: { invalid: 'exerciseId is invalid' } }]);
    expect(outcomeOf(feedback, unknownExercise)).toEqual({ refused: 'notInProgram' });
    expect(outcomeOf(feedback, new ApiError('The task is not planned', 409))).toEqual({ refused: 'notTaken' });
    expect(outcomeOf(done, new ApiError("The task's day has not come", 409))).toEqual({ refused: 'notTaken' });
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 401, 429, 500, 503] as const) {
      expect(outcomeOf(done, new ApiError('later', status)), String(status)).toBe('retry');
    }
  });
});

describe('undoing a task done while offline', () => {
  let online = false;
  const sent: string[] = [];
  const serverAnswers = () => {
    vi.mocked(markTaskDone).mockImplementation(async (taskId) => {
      sent.push(`done ${taskId}`);
      return {} as Awaited<ReturnType<typeof markTaskDone>>;
    });
    vi.mocked(undoTaskDone).mockImplementation(async (taskId) => {
      sent.push(`undo ${taskId}`);
      return {} as Awaited<ReturnType<typeof undoTaskDone>>;
    });
  };
  const queued = () => offlineTasks.entries().map((entry) => entry.item);
  beforeEach(() => {
    online = false;
    sent.length = 0;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.mocked(markTaskDone).mockReset();
    vi.mocked(undoTaskDone).mockReset();
    vi.mocked(sendFeedback).mockReset();
    serverAnswers();
    offlineTasks.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('queues the undo of a task done online, and sends it once when back online', async () => {
    await expect(sendOrQueue(undo)).resolves.toBe('queued');
    await expect(sendOrQueue(undo)).resolves.toBe('queued');
    expect(queued()).toEqual([undo]);
    expect(sent).toEqual([]);

    online = true;
    await sendWaitingTasks(async () => undefined);
    await sendWaitingTasks(async () => undefined);
    expect(sent).toEqual(['undo task-1']);
    expect(offlineTasks.entries()).toEqual([]);
  });

  it('sends nothing for a task marked done and undone offline, but still the rating given in between', async () => {
    await sendOrQueue(done);
    await sendOrQueue(feedback);
    await expect(sendOrQueue(undo)).resolves.toBe('withdrawn');
    expect(queued()).toEqual([feedback]);

    online = true;
    vi.mocked(sendFeedback).mockResolvedValue({} as Awaited<ReturnType<typeof sendFeedback>>);
    await sendWaitingTasks(async () => undefined);
    expect(sent).toEqual([]);
    expect(sendFeedback).toHaveBeenCalledOnce();
  });

  it('sends nothing when a task done online is undone and marked done again offline: the server has it done', async () => {
    await sendOrQueue(undo);
    await expect(sendOrQueue(done)).resolves.toBe('withdrawn');
    expect(offlineTasks.entries()).toEqual([]);
    online = true;
    await sendWaitingTasks(async () => undefined);
    expect(sent).toEqual([]);
  });

  it('sends the last done of a task marked done, undone and done again offline, once', async () => {
    await sendOrQueue(done);
    await sendOrQueue(undo);
    await expect(sendOrQueue(done)).resolves.toBe('queued');
    expect(queued()).toEqual([done]);
    online = true;
    await sendWaitingTasks(async () => undefined);
    expect(sent).toEqual(['done task-1']);
  });

  it('undoes a done that is being sent after it, never beside it, even online', async () => {
    await sendOrQueue(done);
    online = true;
    let answer: (value: Awaited<ReturnType<typeof markTaskDone>>) => void = () => undefined;
    vi.mocked(markTaskDone).mockImplementation((taskId) => {
      sent.push(`done ${taskId}`);
      return new Promise((resolve) => (answer = resolve));
    });
    const flushing = sendWaitingTasks(async () => undefined);
    await vi.waitFor(() => expect(sent).toEqual(['done task-1']));

    await expect(sendOrQueue(undo)).resolves.toBe('queued');
    expect(undoTaskDone).not.toHaveBeenCalled();
    answer({} as Awaited<ReturnType<typeof markTaskDone>>);
    await flushing;

    expect(sent).toEqual(['done task-1', 'undo task-1']);
    expect(offlineTasks.entries()).toEqual([]);
  });

  it('undoes at once when online with nothing of the task waiting', async () => {
    online = true;
    await expect(sendOrQueue(undo)).resolves.toBe('sent');
    expect(sent).toEqual(['undo task-1']);
    expect(offlineTasks.entries()).toEqual([]);
  });

  it('counts a task the server already has as not done as undone, and refuses an undo of another day or an ended treatment for good', () => {
    expect(outcomeOf(undo, new ApiError('The task is not done', 409))).toBe('sent');
    expect(outcomeOf(undo, new ApiError('The task was done on another day', 409))).toEqual({ refused: 'dayOver' });
    expect(outcomeOf(undo, new ApiError('The treatment has ended', 409))).toEqual({ refused: 'treatmentEnded' });
    expect(outcomeOf(undo, new ApiError('Task not found', 404))).toEqual({ refused: 'notInProgram' });
    expect(outcomeOf(done, new ApiError('The task is not done', 409))).toEqual({ refused: 'notTaken' });
    expect(outcomeOf(undo, new ApiError('later', 'FETCH_ERROR'))).toBe('retry');
  });
});

describe('an action refused for good once back online', () => {
  const i18n = i18next.createInstance();
  const t = (lng: 'sv' | 'en') => i18n.getFixedT(lng, 'patientToday');
  let online = true;
  beforeEach(async () => {
    await i18n.init({ lng: 'sv', resources: { sv: { patientToday: sv }, en: { patientToday: en } }, interpolation: { escapeValue: false } });
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.mocked(markTaskDone).mockReset();
    vi.mocked(sendFeedback).mockReset();
    vi.mocked(undoTaskDone).mockReset();
    offlineTasks.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves the queue with which exercise it was and why, and the next is still sent', async () => {
    const named = { kind: 'done', taskId: 'task-1', exerciseName: 'Knäböj' } as const;
    await sendOrQueue(named);
    await sendOrQueue(feedback);
    online = true;
    vi.mocked(markTaskDone).mockRejectedValue(new ApiError('The treatment has ended', 409));
    vi.mocked(sendFeedback).mockResolvedValue({} as Awaited<ReturnType<typeof sendFeedback>>);

    const result = await sendWaitingTasks(async () => undefined);

    expect(result?.refused).toEqual([{ item: named, reason: 'treatmentEnded' }]);
    expect(result?.sent).toEqual([feedback]);
    expect(offlineTasks.entries()).toEqual([]);
    const [refused] = result?.refused ?? [];
    if (!refused) throw new Error('the done mark was not refused');
    expect(refusalToast(t('sv'), refused)).toEqual({
      tone: 'info',
      title: 'Knäböj kunde inte markeras som klar',
      description: expect.stringMatching(/^Din behandling är avslutad/),
    });
    expect(refusalToast(t('en'), refused).title).toBe('Knäböj could not be marked as done');
  });

  it('names the exercise of a rating, and says "an exercise" for an action queued without a name', () => {
    const rated = refusalToast(t('sv'), { item: { ...feedback, exerciseName: 'Utfallssteg' }, reason: 'notInProgram' });
    expect(rated).toEqual({
      tone: 'info',
      title: 'Ditt svar om Utfallssteg kunde inte skickas',
      description: 'Övningen finns inte längre i ditt program. Din fysioterapeut kan ha ändrat det medan du var offline.',
    });
    expect(refusalToast(t('sv'), { item: done, reason: 'notTaken' }).title).toBe('En övning kunde inte markeras som klar');
    expect(refusalToast(t('en'), { item: feedback, reason: 'treatmentEnded' }).title).toBe('Your answer about an exercise could not be sent');
  });

  it('tells of an undo refused once back online: the day is over, or the treatment has ended', async () => {
    const named = { kind: 'undo', taskId: 'task-1', exerciseName: 'Knäböj' } as const;
    await sendOrQueue(named);
    online = true;
    vi.mocked(undoTaskDone).mockRejectedValue(new ApiError('The task was done on another day', 409));

    const result = await sendWaitingTasks(async () => undefined);

    expect(result?.refused).toEqual([{ item: named, reason: 'dayOver' }]);
    expect(offlineTasks.entries()).toEqual([]);
    expect(refusalToast(t('sv'), { item: named, reason: 'dayOver' })).toEqual({
      tone: 'info',
      title: 'Det gick inte att ångra att Knäböj är klar',
      description: 'Det går bara att ångra samma dag som du markerade övningen som klar, så den är fortfarande klar.',
    });
    expect(refusalToast(t('en'), { item: named, reason: 'dayOver' }).title).toBe('Knäböj could not be changed back to not done');
    expect(refusalToast(t('sv'), { item: undo, reason: 'treatmentEnded' })).toEqual({
      tone: 'info',
      title: 'Det gick inte att ångra att en övning är klar',
      description: expect.stringMatching(/^Din behandling är avslutad, så det går inte längre att ändra något/),
    });
    expect(refusalToast(t('en'), { item: undo, reason: 'treatmentEnded' }).description).toMatch(/^Your treatment has ended, so nothing in your program/);
  });
});

describe('the week with what waits to be sent', () => {
  const task = (id: string, status: PatientTask['status']) => ({ id, status, completedAt: status === 'done' ? '2026-11-18T08:00:00.000Z' : null }) as PatientTask;
  const week = { weekStart: '2026-11-16', weekEnd: '2026-11-22', today: '2026-11-18', treatmentEnd: null, tasks: [task('a', 'planned'), task('b', 'planned'), task('c', 'skipped')] } satisfies PatientWeekResponse;

  it('shows a task marked done offline as done, without a time until the server has it', () => {
    const shown = withWaitingTasks(week, { done: new Set(['a', 'c']), undone: new Set() });
    expect(shown.tasks.map(({ id, status, completedAt }) => ({ id, status, completedAt }))).toEqual([
      { id: 'a', status: 'done', completedAt: null },
      { id: 'b', status: 'planned', completedAt: null },
      { id: 'c', status: 'skipped', completedAt: null },
    ]);
    expect(withWaitingTasks(week, { done: new Set(), undone: new Set() })).toBe(week);
  });

  it('shows a task undone offline as planned again, without its time', () => {
    const doneWeek = { ...week, tasks: [task('a', 'done'), task('b', 'planned')] };
    const shown = withWaitingTasks(doneWeek, { done: new Set(), undone: new Set(['a', 'b']) });
    expect(shown.tasks.map(({ id, status, completedAt }) => ({ id, status, completedAt }))).toEqual([
      { id: 'a', status: 'planned', completedAt: null },
      { id: 'b', status: 'planned', completedAt: null },
    ]);
  });
});
