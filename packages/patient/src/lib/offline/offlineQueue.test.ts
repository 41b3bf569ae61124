import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createOfflineQueue, forgetOfflineQueues, type QueueStorage, type SendOutcome } from './offlineQueue';

/** localStorage as the queue uses it, kept in a map: one per test, or shared to stand for a reload. */
function memoryStorage(): QueueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const item = z.object({ taskId: z.string() });
const patient = 'patient-a';

function queueOver(storage = memoryStorage()) {
  return { storage, queue: createOfflineQueue({ name: 'test', item, storage: () => storage }) };
}

/** A server that takes every item and notes the order it got them in; `answers` overrides one task's outcome. */
function server(answers: Record<string, SendOutcome | (() => Promise<SendOutcome>)> = {}) {
  const received: string[] = [];
  const send = async ({ taskId }: { taskId: string }): Promise<SendOutcome> => {
    received.push(taskId);
    const answer = answers[taskId];
    return typeof answer === 'function' ? answer() : (answer ?? 'sent');
  };
  return { received, send };
}

const ids = (entries: { item: { taskId: string } }[]) => entries.map((entry) => entry.item.taskId);

describe('the offline queue', () => {
  it('sends what was queued in the order it was done, each once, and is empty after', async () => {
    const { queue } = queueOver();
    for (const taskId of ['first', 'second', 'third']) queue.add(patient, `done:${taskId}`, { taskId });
    const { received, send } = server();

    const result = await queue.flush(patient, send);

    expect(received).toEqual(['first', 'second', 'third']);
    expect(result.sent).toEqual([{ taskId: 'first' }, { taskId: 'second' }, { taskId: 'third' }]);
    expect(queue.entries()).toEqual([]);
    await queue.flush(patient, send);
    expect(received).toHaveLength(3);
  });

  it('keeps an item the server could not be reached for, and all after it, to be sent first next time', async () => {
    const { queue } = queueOver();
    for (const taskId of ['first', 'second', 'third']) queue.add(patient, `done:${taskId}`, { taskId });

    const offline = server({ second: 'retry' });
    const result = await queue.flush(patient, offline.send);
    expect(offline.received).toEqual(['first', 'second']);
    expect(result.left).toBe(2);
    expect(ids(queue.entries())).toEqual(['second', 'third']);

    const online = server();
    await queue.flush(patient, online.send);
    expect(online.received).toEqual(['second', 'third']);
    expect(queue.entries()).toEqual([]);
  });

  it('takes a failed send for one to be tried again', async () => {
    const { queue } = queueOver();
    queue.add(patient, 'done:first', { taskId: 'first' });
    const { send } = server({ first: () => Promise.reject(new Error('Failed to fetch')) });
    expect((await queue.flush(patient, send)).left).toBe(1);
    expect(ids(queue.entries())).toEqual(['first']);
  });

  it('drops an item the server refuses for good, answers it with the reason, and goes on with the next', async () => {
    const { queue } = queueOver();
    queue.add(patient, 'done:ended', { taskId: 'ended' });
    queue.add(patient, 'done:next', { taskId: 'next' });
    const { received, send } = server({ ended: { refused: 'treatment ended' } });

    const result = await queue.flush(patient, send);

    expect(received).toEqual(['ended', 'next']);
    expect(result.refused).toEqual([{ item: { taskId: 'ended' }, reason: 'treatment ended' }]);
    expect(result.sent).toEqual([{ taskId: 'next' }]);
    expect(queue.entries()).toEqual([]);
  });

  it('queues the same thing once however often it is asked to', () => {
    const { queue } = queueOver();
    expect(queue.add(patient, 'done:first', { taskId: 'first' })).toBe(true);
    expect(queue.add(patient, 'done:first', { taskId: 'first' })).toBe(false);
    expect(ids(queue.entries())).toEqual(['first']);
  });

  it('sends each item once when the phone comes online twice while it is still sending', async () => {
    const { queue } = queueOver();
    queue.add(patient, 'done:first', { taskId: 'first' });
    queue.add(patient, 'done:second', { taskId: 'second' });
    const answers: ((outcome: SendOutcome) => void)[] = [];
    const { received, send } = server({ first: () => new Promise<SendOutcome>((resolve) => answers.push(resolve)) });

    const one = queue.flush(patient, send);
    const two = queue.flush(patient, send);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.('sent');
    await Promise.all([one, two]);

    expect(one).toBe(two);
    expect(received).toEqual(['first', 'second']);
  });

  it("never sends another patient's items, which wait for them", async () => {
    const { queue } = queueOver();
    queue.add('patient-b', 'done:theirs', { taskId: 'theirs' });
    queue.add(patient, 'done:mine', { taskId: 'mine' });
    const { received, send } = server();

    const result = await queue.flush(patient, send);

    expect(received).toEqual(['mine']);
    expect(result.left).toBe(0);
    expect(queue.entries()).toEqual([{ key: 'done:theirs', owner: 'patient-b', item: { taskId: 'theirs' } }]);
  });

  it('is still there after a reload, and a stored queue it cannot read is an empty one', () => {
    const { storage, queue } = queueOver();
    queue.add(patient, 'done:first', { taskId: 'first' });
    expect(ids(queueOver(storage).queue.entries())).toEqual(['first']);

    storage.values.set('rehab-patient-offline:test', '{not json');
    expect(queueOver(storage).queue.entries()).toEqual([]);
    storage.values.set('rehab-patient-offline:test', JSON.stringify([{ key: 'done:old', owner: patient, item: { task: 'old shape' } }]));
    expect(queueOver(storage).queue.entries()).toEqual([]);
  });

  it('shows what was sent as waiting until the screens have read it back, then tells its listeners', async () => {
    const { queue } = queueOver();
    queue.add(patient, 'done:first', { taskId: 'first' });
    let changes = 0;
    queue.subscribe(() => (changes += 1));
    let waitingWhileSettling: string[] = [];

    await queue.flush(patient, server().send, async () => {
      waitingWhileSettling = ids(queue.entries());
    });

    expect(waitingWhileSettling).toEqual(['first']);
    expect(queue.entries()).toEqual([]);
    expect(changes).toBe(1);
  });

  it("withdraws a waiting item, but not another patient's, nor one another tab is sending right now", async () => {
    const { storage, queue } = queueOver();
    queue.add(patient, 'done:first', { taskId: 'first' });
    queue.add(patient, 'done:second', { taskId: 'second' });
    queue.add('patient-b', 'done:theirs', { taskId: 'theirs' });
    expect(queue.withdraw(patient, 'done:first')).toBe(true);
    expect(queue.withdraw(patient, 'done:first')).toBe(false);
    expect(queue.withdraw(patient, 'done:theirs')).toBe(false);
    expect(ids(queue.entries())).toEqual(['second', 'theirs']);

    // Another tab, on the same storage, is sending the second: it stays, and is sent once.
    const otherTab = queueOver(storage).queue;
    const answers: ((outcome: SendOutcome) => void)[] = [];
    const { received, send } = server({ second: () => new Promise<SendOutcome>((resolve) => answers.push(resolve)) });
    const flushing = otherTab.flush(patient, send);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(queue.withdraw(patient, 'done:second')).toBe(false);
    answers[0]?.('sent');
    await flushing;
    expect(received).toEqual(['second']);
    // Once sent it is no longer being sent.
    queue.add(patient, 'done:third', { taskId: 'third' });
    expect(queue.withdraw(patient, 'done:third')).toBe(true);
  });

  it('is emptied on sign-out, every queue of the app', () => {
    const tasks = queueOver();
    const other = queueOver();
    tasks.queue.add(patient, 'done:first', { taskId: 'first' });
    other.queue.add(patient, 'done:second', { taskId: 'second' });
    forgetOfflineQueues();
    expect(tasks.queue.entries()).toEqual([]);
    expect(tasks.storage.values.size + other.storage.values.size).toBe(0);
  });
});
