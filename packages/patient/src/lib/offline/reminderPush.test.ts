import { describe, expect, it } from 'vitest';
import { listenForReminders, type ReminderWorkerScope } from './reminderPush';

/** A service worker's scope with one open app window (or none), recording what the handlers do. */
function workerScope(openWindows: string[] = []) {
  const listeners: Record<string, (event: never) => void> = {};
  const shown: { title: string; options: { body: string; tag: string; data: unknown } }[] = [];
  const done: Promise<unknown>[] = [];
  const actions: string[] = [];
  const scope = {
    addEventListener: (type: string, listener: (event: never) => void) => void (listeners[type] = listener),
    registration: { showNotification: async (title: string, options: { body: string; tag: string; data: unknown }) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () =>
        openWindows.map((url) => ({ url, focus: async () => actions.push(`focus ${url}`), navigate: async (to: string) => actions.push(`navigate ${to}`) })),
      openWindow: async (url: string) => actions.push(`open ${url}`),
    },
    location: { origin: 'https://rehab.example.se' },
  } as unknown as ReminderWorkerScope;
  listenForReminders(scope);
  const fire = async (type: string, event: object) => {
    listeners[type]?.({ ...event, waitUntil: (work: Promise<unknown>) => done.push(work) } as never);
    await Promise.all(done);
  };
  return { shown, actions, fire };
}

const push = { kind: 'daily', title: 'Dags för dagens träning', body: 'Du har uppgifter kvar i dag.', url: '/app/', tag: 'today-2030-03-12' };

describe("the service worker's reminders", () => {
  it('shows a reminder push as a notification that replaces the day’s earlier one', async () => {
    const worker = workerScope();
    await worker.fire('push', { data: { json: () => push } });
    expect(worker.shown).toEqual([{ title: push.title, options: expect.objectContaining({ body: push.body, tag: push.tag, data: { url: '/app/' } }) }]);
  });

  it('shows nothing for a push that is not a reminder of ours', async () => {
    const worker = workerScope();
    await worker.fire('push', { data: { json: () => ({ ...push, url: 'https://elsewhere.example/' }) } });
    await worker.fire('push', { data: { json: () => JSON.parse('not json') as unknown } });
    await worker.fire('push', { data: null });
    expect(worker.shown).toEqual([]);
  });

  it('opens the app at the reminder’s page on a click, in the window already open', async () => {
    const closed: string[] = [];
    const none = workerScope();
    await none.fire('notificationclick', { notification: { data: { url: '/app/appointments' }, close: () => closed.push('closed') } });
    expect(none.actions).toEqual(['open https://rehab.example.se/app/appointments']);
    expect(closed).toEqual(['closed']);

    const open = workerScope(['https://rehab.example.se/app/chat']);
    await open.fire('notificationclick', { notification: { data: { url: '/app/' }, close: () => undefined } });
    expect(open.actions).toEqual(['focus https://rehab.example.se/app/chat', 'navigate https://rehab.example.se/app/']);
  });
});
