/*
 * The service worker's part of the reminders (docs/rules/reminders.md): it shows each push the server sends as a
 * notification, and a click on one opens the app at the page it names, in a window already open when there is one.
 * Built on its own into reminder-push.js, which the generated service worker loads with importScripts
 * (vite.config.ts), so it imports nothing: every byte of it runs in the worker.
 */

/** What the server pushes: the contract's `reminderPush`, read again here without zod. */
interface ReminderPush {
  kind: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The parts of the worker's events and scope these handlers use (the WebWorker types are not in this build's lib). */
interface ExtendableEvent {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface ReminderWorkerScope {
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  registration: { showNotification(title: string, options: { body: string; tag: string; data: unknown; icon: string; badge: string; lang?: string }): Promise<void> };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>; openWindow(url: string): Promise<unknown> };
  location: { origin: string };
}

function isReminderPush(value: unknown): value is ReminderPush {
  if (!value || typeof value !== 'object') return false;
  const push = value as Record<string, unknown>;
  return ['kind', 'title', 'body', 'url', 'tag'].every((key) => typeof push[key] === 'string') && String(push.url).startsWith('/app/');
}

export function listenForReminders(scope: ReminderWorkerScope) {
  scope.addEventListener('push', (event) => {
    let push: unknown;
    try {
      push = event.data?.json();
    } catch {
      push = undefined;
    }
    // Only what our server sends is shown; anything else is dropped rather than shown as a blank notification.
    if (!isReminderPush(push)) return;
    event.waitUntil(
      scope.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        data: { url: push.url },
        icon: '/app/icons/icon-192.png',
        badge: '/app/icons/icon-192.png',
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { url?: unknown } | null)?.url;
    const target = new URL(typeof path === 'string' && path.startsWith('/app/') ? path : '/app/', scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const open = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const app = open.find((client) => new URL(client.url).pathname.startsWith('/app/'));
        if (!app) return scope.clients.openWindow(target);
        await app.focus();
        return app.navigate(target);
      })(),
    );
  });
}
