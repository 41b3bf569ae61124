import type * as t from './chat-schema';
import type { Random } from './random';

/** The demo patients' password, printed in the README, for `npm run patient`. */
export const demoPatientPassword = 'Patient-demo-2026';

/** A one-page PDF ("Övningsprogram"), small enough to keep in the seed. */
export const demoProgramPdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    '4 0 obj << /Length 58 >> stream',
    'BT /F1 18 Tf 72 760 Td (Ovningsprogram vecka 1-4) Tj ET',
    'endstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

interface ChatPatient {
  id: string;
  firstName: string;
}

export interface DemoChats {
  chats: (typeof t.chats.$inferInsert)[];
  files: (typeof t.chatFiles.$inferInsert & { storageKey: string })[];
  messages: (typeof t.chatMessages.$inferInsert)[];
}

/**
 * A few conversations of the demo physio with their patients: texts both ways,
 * a program sent as a PDF, a "feedback shared" item, read and unread messages.
 */
export function demoChats({
  random,
  physioId,
  patients,
  feedbackOf,
  now,
}: {
  random: Random;
  physioId: string;
  patients: ChatPatient[];
  feedbackOf: (patientId: string) => { id: string; feedbackNote: string | null } | undefined;
  now: Date;
}): DemoChats {
  const result: DemoChats = { chats: [], files: [], messages: [] };
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
  patients.slice(0, 4).forEach((patient, index) => {
    const chatId = random.uuid();
    const start = 72 - index * 12;
    result.chats.push({ id: chatId, patientId: patient.id, physioId, createdAt: hoursAgo(start), updatedAt: hoursAgo(start) });
    const script: { from: 'physio' | 'patient'; text: string | null; at: number; kind?: 'file' | 'feedback' }[] = [
      { from: 'physio', text: `Hej ${patient.firstName}! Hur har veckans träning gått?`, at: start },
      { from: 'patient', text: 'Hej! Det går bra, men knäböjen känns tunga.', at: start - 2 },
      { from: 'physio', text: 'Då sänker vi nivån lite. Här är ditt uppdaterade program.', at: start - 3 },
    ];
    if (index === 0) {
      script.push({ from: 'physio', text: null, at: start - 3.1, kind: 'file' });
      script.push({ from: 'patient', text: null, at: 5, kind: 'feedback' });
      script.push({ from: 'patient', text: 'Tack! Ska jag fortsätta med promenaderna också?', at: 2 });
    } else {
      script.push({ from: 'patient', text: 'Tack, jag testar i morgon.', at: start - 20 });
    }
    for (const line of script) {
      const createdAt = hoursAgo(line.at);
      const senderId = line.from === 'physio' ? physioId : patient.id;
      // The physio has read everything older than a day; the patient has read all the physio wrote.
      const readAt = line.from === 'physio' || line.at > 24 ? hoursAgo(line.at - 0.5) : null;
      if (line.kind === 'file') {
        const fileId = random.uuid();
        result.files.push({ id: fileId, chatId, uploaderId: physioId, storageKey: random.uuid(), name: 'Övningsprogram vecka 1–4.pdf', contentType: 'application/pdf', size: demoProgramPdf.length, createdAt });
        result.messages.push({ id: random.uuid(), chatId, senderId, kind: 'file', text: null, fileId, readAt, createdAt, updatedAt: createdAt });
      } else if (line.kind === 'feedback') {
        const feedback = feedbackOf(patient.id);
        if (!feedback) continue;
        result.messages.push({ id: random.uuid(), chatId, senderId, kind: 'feedback', text: feedback.feedbackNote, feedbackId: feedback.id, readAt, createdAt, updatedAt: createdAt });
      } else {
        result.messages.push({ id: random.uuid(), chatId, senderId, kind: 'text', text: line.text, readAt, createdAt, updatedAt: createdAt });
      }
    }
  });
  // Stored in time order, so the message sequence follows the clock.
  result.messages.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  return result;
}
