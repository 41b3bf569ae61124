import type { Notification } from '@rehab/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@rehab/locales/en/notifications.json';
import sv from '@rehab/locales/sv/notifications.json';
import { notificationText } from './notificationText';

const patientId = '3f1c6a52-8f0e-4d7b-9b3a-2c1d4e5f6a7b';
const error = (params: Record<string, string>): Notification => ({
  id: '9a1c6a52-8f0e-4d7b-9b3a-2c1d4e5f6a7b',
  type: 'ErrorMessage',
  name: 'Formulärsvar sparades inte',
  description: 'stored text',
  code: String(params.failure),
  params,
  isRead: false,
  created: '2026-11-18T09:00:00.000Z',
  updated: '2026-11-18T09:00:00.000Z',
});
const answers = { failure: 'questionnaire-answers-not-saved', action: 'ask-to-answer-again', patientId, patientName: 'Eva Åberg' };

describe('an error in the bell', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ lng: 'sv', resources: { sv: { notifications: sv }, en: { notifications: en } }, interpolation: { escapeValue: false } }));
  const t = (lng: string) => i18n.getFixedT(lng, 'notifications');
  const noChat = () => undefined;

  it('says what failed, for whom and what to do, and links to the chat with the patient', () => {
    expect(notificationText(t('sv'), error(answers), () => 'chat-1')).toEqual({
      name: 'Formulärsvar sparades inte',
      description: 'Svaren som Eva Åberg skickade på ett formulär kunde inte sparas. Be patienten fylla i formuläret igen.',
      action: { label: 'Skriv till Eva Åberg', href: '/chats/chat-1' },
    });
    expect(notificationText(t('en'), error(answers), () => 'chat-1').description).toBe(
      'The questionnaire answers Eva Åberg sent could not be saved. Ask the patient to fill in the questionnaire again.',
    );
  });

  it('leads to the tab of the patient page it concerns when there is no chat, and a program error to the program', () => {
    expect(notificationText(t('sv'), error(answers), noChat).action).toEqual({ label: 'Visa formulären', href: `/patients/view/${patientId}/questionaries` });
    const program = { failure: 'program-not-delivered', action: 'save-program-again', patientId, patientName: 'Eva Åberg' };
    expect(notificationText(t('sv'), error(program), () => 'chat-1')).toEqual({
      name: 'Programmet nådde inte appen',
      description: 'Ändringen av programmet för Eva Åberg kunde inte skickas till patientens app. Kontrollera programmet och spara det igen.',
      action: { label: 'Öppna programmet', href: `/patients/view/${patientId}/program` },
    });
  });

  it('writes every failure and action in both languages', () => {
    for (const lng of ['sv', 'en']) {
      for (const failure of ['questionnaire-answers-not-saved', 'activity-feedback-not-saved', 'health-report-not-saved']) {
        const action = { 'questionnaire-answers-not-saved': 'ask-to-answer-again', 'activity-feedback-not-saved': 'ask-to-give-feedback-again', 'health-report-not-saved': 'ask-to-report-again' }[failure] ?? '';
        const text = notificationText(t(lng), error({ failure, action, patientId, patientName: 'Eva Åberg' }), noChat);
        expect(text.description).toMatch(/^[A-ZÄÖÅ][^.]* Eva Åberg [^.]*\. [A-Z][^.]*\.$/);
        expect(text.name).not.toMatch(/error\.|title\./);
        expect(text.action?.label).not.toMatch(/error\.|link\./);
      }
    }
  });
});

describe('feedback in the bell', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ lng: 'sv', resources: { sv: { notifications: sv }, en: { notifications: en } }, interpolation: { escapeValue: false } }));
  const t = (lng: string) => i18n.getFixedT(lng, 'notifications');
  const feedback = (params: Record<string, string>): Notification => ({
    id: '8b1c6a52-8f0e-4d7b-9b3a-2c1d4e5f6a7b',
    type: 'ActivityFeedback',
    name: 'Ny feedback på aktivitet',
    description: 'Karin Isaksson',
    code: 'activity-feedback',
    params,
    isRead: false,
    created: '2026-11-18T09:00:00.000Z',
    updated: '2026-11-18T09:00:00.000Z',
  });
  const given = {
    patientId,
    patientName: 'Karin Isaksson',
    feedbackId: '7c1c6a52-8f0e-4d7b-9b3a-2c1d4e5f6a7b',
    chatId: '6d1c6a52-8f0e-4d7b-9b3a-2c1d4e5f6a7b',
    exerciseId: '5e1c6a52-8f0e-4d7b-9b3a-2c1d4e5f6a7b',
    exerciseName: 'Intervallpromenad – nivå 4',
    feedback: 'hard',
  };

  it('says who said how which activity felt, in the reader’s language', () => {
    expect(notificationText(t('sv'), feedback(given), () => undefined)).toEqual({
      name: 'Ny feedback på aktivitet',
      description: 'Karin Isaksson: Svår – Intervallpromenad – nivå 4',
    });
    expect(notificationText(t('en'), feedback({ ...given, feedback: 'easy' }), () => undefined)).toEqual({
      name: 'New feedback on an activity',
      description: 'Karin Isaksson: Easy – Intervallpromenad – nivå 4',
    });
  });

  it('shows an older one, which names only the patient, as it was stored', () => {
    expect(notificationText(t('sv'), feedback({ patientId }), () => undefined).description).toBe('Karin Isaksson');
  });
});

describe('emergency access in the bell', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ lng: 'sv', resources: { sv: { notifications: sv } }, interpolation: { escapeValue: false } }));
  const params = { patientId, patientName: 'Eva Åberg', actorName: 'Anna Lind', reason: 'Akut besök', endsAt: '2026-12-01T13:00:00.000Z' };
  const emergency: Notification = { ...error({}), type: 'EmergencyAccess', code: 'emergency-access', params };

  it('says until when in Swedish time, whatever the zone of the reader’s machine', () => {
    // 13:00 UTC is 14:00 in Stockholm in December.
    expect(notificationText(i18n.getFixedT('sv', 'notifications'), emergency, () => undefined).description).toBe(
      'Anna Lind öppnade journalen för Eva Åberg med nödåtkomst till 14:00. Skäl: Akut besök',
    );
  });
});
