import { pushKeyResponse, reminderSettings, type PushSubscriptionBody, type ReminderSettings } from '@rehab/contract';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const remindersKey = '/patient-app/reminders';

/** GET /patient-app/reminders: which reminders the patient gets, when, and how. */
export function useReminderSettings() {
  return useSWR(remindersKey, (url: string) => apiFetch(url, reminderSettings));
}

/** PUT /patient-app/reminders: the whole choice; answers it as saved. */
export function saveReminderSettings(settings: ReminderSettings) {
  return apiFetch(remindersKey, reminderSettings, jsonBody('PUT', settings));
}

/** GET /patient-app/push-key: the server's public key, which the browser subscribes with. */
export function fetchPushKey() {
  return apiFetch('/patient-app/push-key', pushKeyResponse);
}

/** POST /patient-app/push-subscriptions: this device takes the patient's pushes. */
export function storePushSubscription(subscription: PushSubscriptionBody) {
  return apiFetch('/patient-app/push-subscriptions', z.undefined(), jsonBody('POST', subscription));
}
