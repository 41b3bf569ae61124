import type { PushSubscriptionBody } from '@rehab/contract';

/** Whether this browser can take pushes at all (an iPhone only once the app is added to the home screen). */
export const canPush = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The key as the push manager takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

/**
 * Asks the patient's leave to show notifications, subscribes this device with the server's key (or keeps the
 * subscription it has), and hands it to `store`. The app's service worker shows what comes (reminderPush.ts).
 */
export async function subscribeToPushes(publicKey: string, store: (subscription: PushSubscriptionBody) => Promise<unknown>): Promise<PushOutcome> {
  if (!canPush()) return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await store(subscription.toJSON() as PushSubscriptionBody);
  return 'subscribed';
}
