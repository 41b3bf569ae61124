import { listenForReminders, type ReminderWorkerScope } from './reminderPush';

// The entry of reminder-push.js, run inside the service worker by importScripts.
listenForReminders(self as unknown as ReminderWorkerScope);
