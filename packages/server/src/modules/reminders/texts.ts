import type { ReminderKind, ReminderPush } from '@rehab/contract';
import type { Mail } from '../../mail/mailer';

type Language = 'sv' | 'en';

/** The reminder's words in the patient's language: the push's title and line, and the mail's subject and text. */
const words: Record<Language, Record<ReminderKind, { title: string; body: string }>> = {
  sv: {
    daily: { title: 'Dags för dagens träning', body: 'Du har uppgifter kvar i dag. Öppna appen och se vad som väntar.' },
    evening: { title: 'Hinner du med dagens träning?', body: 'Du har inte loggat något i dag än. Det går bra att göra en del av passet.' },
    appointment: { title: 'Du har en tid i morgon', body: 'Se tiden och eventuell videolänk under Mina besök.' },
  },
  en: {
    daily: { title: "Time for today's exercises", body: 'You have tasks left today. Open the app to see what is waiting.' },
    evening: { title: "Still time for today's exercises?", body: "You haven't logged anything today yet. Doing part of the session is fine too." },
    appointment: { title: 'You have an appointment tomorrow', body: 'See the time and any video link under My appointments.' },
  },
};

const footer: Record<Language, (settingsUrl: string) => string> = {
  sv: (url) => `\n\nDu får det här mejlet för att påminnelser är på. Du stänger av dem under Profil i appen: ${url}\n`,
  en: (url) => `\n\nYou get this mail because reminders are on. Turn them off under Profile in the app: ${url}\n`,
};
const greeting: Record<Language, (name: string) => string> = { sv: (name) => `Hej ${name}!`, en: (name) => `Hi ${name}!` };

/** The page a reminder opens: today's tasks, or the patient's visits. */
const pageOf = (kind: ReminderKind) => (kind === 'appointment' ? '/app/appointments' : '/app/');

export function reminderPushOf(kind: ReminderKind, day: string, language: Language): ReminderPush {
  // The evening's replaces the morning's notification if it is still there; a visit's stands alone.
  const tag = kind === 'appointment' ? `appointment-${day}` : `today-${day}`;
  return { kind, ...words[language][kind], url: pageOf(kind), tag };
}

export function reminderMailOf(kind: ReminderKind, language: Language, patient: { email: string; firstName: string }, appUrl: string): Mail {
  const { title, body } = words[language][kind];
  const page = new URL(pageOf(kind), appUrl).href;
  return {
    to: patient.email,
    subject: title,
    text: `${greeting[language](patient.firstName)}\n\n${body}\n${page}${footer[language](new URL('/app/profile', appUrl).href)}`,
  };
}
