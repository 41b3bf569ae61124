import {
  chatListResponse,
  chatMessagesResponse,
  notificationListResponse,
  patientListItem,
  profileResponse,
  type Chat,
  type ChatMessage,
  type PatientListItem,
} from '@rehab/contract';
import { addDays, fromIsoDate, toIsoDate } from '@rehab/contract/dates';

/**
 * The data of the screens' stories: a physio's clinic as the seed makes it, small and fixed, each value parsed
 * by the contract's schema so a story never shows what the server could not send.
 */

/**
 * The stories' "now": Wednesday 18 November 2026, half past two in Stockholm. A screen's story runs on a clock that
 * starts there (`runOnStoryClock`), so the dates a screen shows, "Idag" and the pictures are the same whatever day
 * the story runs; the data is dated from it.
 */
export const storyNow = new Date(2026, 10, 18, 14, 30);

/** A fixed id per group and index; its first eight characters differ too, as the patient list shows only those. */
export const uuid = (group: number, index: number) => {
  const [groupDigits, indexDigits] = [String(group).padStart(4, '0'), String(index).padStart(8, '0')];
  return `${groupDigits.slice(-2)}${indexDigits.slice(-6)}-0000-4000-8000-${groupDigits}${indexDigits}`;
};
export const minutesBefore = (minutes: number) => new Date(storyNow.getTime() - minutes * 60_000).toISOString();
/** The day `days` after the stories' today (before it when negative), YYYY-MM-DD. */
export const storyDay = (days: number) => addDays(toIsoDate(storyNow), days);
/** That day at `hour`:`minute` in Stockholm, as the server sends a time. */
export const storyTime = (days: number, hour: number, minute = 0) => {
  const at = fromIsoDate(storyDay(days));
  at.setHours(hour, minute);
  return at.toISOString();
};

export const organizations = [
  { id: uuid(1, 1), title: 'Rehabkliniken Syd AB' },
  { id: uuid(1, 2), title: 'Friskvård Norr AB' },
];

export const physio = profileResponse.parse({
  id: uuid(2, 1),
  email: 'fysio@demo.se',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  role: 'physio',
  photo: null,
  profile: { aboutMe: 'Leg. fysioterapeut med inriktning på knä och höft.', experience: '12 år i primärvården.', bankId: null },
  organizations,
});

const firstNames = ['Maja', 'Erik', 'Karin', 'Lars', 'Elin', 'Johan', 'Sofia', 'Anders', 'Ingrid', 'Mikael', 'Ebba', 'Per'];
const lastNames = [
  'Andersson',
  'Berg',
  'Björklund',
  'Eriksson',
  'Holm',
  'Isaksson',
  'Johansson',
  'Lindgren',
  'Nilsson',
  'Sjöberg',
  'Åkesson',
  'Öberg',
];

/** `count` patients, in the list's default order (last name, then first name); every fifth one has ended treatment. */
export function patients(count: number, { longNames = false } = {}): PatientListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const firstName = longNames ? `${firstNames[index % 12]}-Kristina Charlotta` : (firstNames[index % 12] as string);
    // Every first name meets every last name once in 144 patients.
    const family = lastNames[(index * 5 + Math.floor(index / 12)) % 12] as string;
    const lastName = longNames ? `${family} von Hallwyl-Gyllenstierna` : family;
    const ended = index % 5 === 4;
    const age = 24 + ((index * 7) % 60);
    return patientListItem.parse({
      id: uuid(3, index),
      roleName: 'patient',
      firstName,
      lastName,
      email: `${firstName}.${lastName}@exempel.se`
        .toLowerCase()
        .replace(/å|ä/g, 'a')
        .replace(/ö/g, 'o')
        .replace(/[^a-z0-9.@-]/g, ''),
      gender: index % 2 === 0 ? 2 : 1,
      age,
      birthDate: `${2026 - age - 1}-0${(index % 9) + 1}-1${index % 10}`,
      phoneNumber: `07${index % 10}-${String(100 + index).slice(-3)} ${String(10 + (index % 90)).padStart(2, '0')} ${String(20 + (index % 70)).padStart(2, '0')}`,
      organization: organizations[index % 2],
      status: ended ? 'inactive' : 'active',
      treatmentEnd: ended ? minutesBefore(60 * 24 * (index + 1)) : null,
      responsiblePhysio: null,
      invitation: null,
      latestSignedNoteAt: index % 3 === 2 ? null : minutesBefore(60 * 24 * ((index % 20) + 2)),
      lastActivityAt: index % 11 === 4 ? null : minutesBefore(60 * ((index * 7) % 200) + 30),
      adherence: index % 13 === 6 ? null : (index * 37) % 101,
      needsAttention: index % 5 === 1,
    });
  }).sort((a, b) => a.lastName.localeCompare(b.lastName, 'sv') || a.firstName.localeCompare(b.firstName, 'sv'));
}

const person = (patient: PatientListItem) => ({
  id: patient.id,
  firstName: patient.firstName,
  lastName: patient.lastName,
  role: 'patient' as const,
});
const physioPerson = { id: physio.id, firstName: physio.firstName, lastName: physio.lastName, role: 'physio' as const };

function message(
  chatId: string,
  seq: number,
  fromPatient: PatientListItem | null,
  text: string,
  minutesAgo: number,
  read = true,
): ChatMessage {
  const at = minutesBefore(minutesAgo);
  return {
    id: uuid(5, Number(chatId.slice(-4)) * 100 + seq),
    chatId,
    seq,
    kind: 'text',
    sender: fromPatient ? person(fromPatient) : physioPerson,
    text,
    file: null,
    feedback: null,
    readAt: read ? at : null,
    created: at,
    updated: at,
  };
}

/** Chats with the first patients, newest first; the first has two unread messages. */
export function chats(withPatients: PatientListItem[]): { list: Chat[]; threads: Map<string, ChatMessage[]> } {
  const threads = new Map<string, ChatMessage[]>();
  const list = withPatients.map((patient, index) => {
    const id = uuid(4, index);
    const thread = [
      message(id, 1, patient, 'Hej! Knäböjen kändes tunga i går, ska jag fortsätta på samma nivå?', 60 * 26 + index * 90),
      message(
        id,
        2,
        null,
        'Hej! Ta det lite lugnare i dag, jag sänker nivån till 2 så ser vi hur det känns.',
        60 * 25 + index * 90,
      ),
      message(id, 3, patient, 'Tack! Promenaden gick bra, 40 minuter.', 90 + index * 90, index !== 0),
      message(id, 4, patient, 'Ska jag fortsätta med andningsövningarna också?', 45 + index * 90, index !== 0),
    ];
    threads.set(id, thread.slice().reverse());
    const last = thread[thread.length - 1] as ChatMessage;
    return {
      id,
      patient: person(patient),
      physio: physioPerson,
      lastMessage: last,
      unreadCount: index === 0 ? 2 : 0,
      created: thread[0]?.created ?? last.created,
      updated: last.created,
    };
  });
  return {
    list: chatListResponse.parse(list),
    threads: new Map(
      [...threads].map(([id, messages]) => [id, chatMessagesResponse.parse({ messages, nextCursor: null }).messages]),
    ),
  };
}

export const noNotifications = notificationListResponse.parse({ items: [], total: 0, unread: 0, nextCursor: null });
