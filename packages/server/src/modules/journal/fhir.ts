import type { JournalNote, Questionnaire } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { healthMeasures, organizations, patients, users } from '../../db/schema';
import { iso } from '../../dates';
import { notFound } from '../../errors';
import { listQuestionnaires } from '../patients/service';
import { feedbackOf, programOf } from './own-data';
import { signedNoteViews } from './view';
import en from '@rehab/locales/en/fhirExport.json' with { type: 'json' };
import sv from '@rehab/locales/sv/fhirExport.json' with { type: 'json' };

/** A FHIR R4 resource as JSON; its shape is checked against the FHIR schema by the tests, not by our own types. */
type Resource = { resourceType: string; id: string } & Record<string, unknown>;
type Texts = typeof sv;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
const ref = (resource: Resource, display?: string) => ({ reference: `urn:uuid:${resource.id}`, ...(display ? { display } : {}) });
const personName = (person: { firstName: string; lastName: string } | null) => (person ? `${person.firstName} ${person.lastName}` : undefined);
// The Swedish personal identity number's OID, as Swedish FHIR profiles name it.
const personnummer = 'urn:oid:1.2.752.129.2.1.3.1';
const fhirGender = ['unknown', 'male', 'female'] as const;
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const painCode = { coding: [{ system: 'http://loinc.org', code: '72514-3', display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported' }] };
const surveyCategory = [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey' }] }];

async function patientResources(db: Db, patientId: string) {
  const [row] = await db
    .select({ user: users, patient: patients, organization: organizations })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .innerJoin(organizations, eq(organizations.id, patients.organizationId))
    .where(eq(patients.userId, patientId));
  if (!row) throw notFound();
  const { user, patient, organization } = row;
  const org: Resource = {
    resourceType: 'Organization',
    id: organization.id,
    identifier: [{ value: organization.orgNumber }],
    name: organization.title,
  };
  const person: Resource = {
    resourceType: 'Patient',
    id: user.id,
    ...(patient.personalNumber ? { identifier: [{ system: personnummer, value: patient.personalNumber.replace('-', '') }] } : {}),
    active: patient.status === 'active',
    name: [{ family: user.lastName, given: [user.firstName], text: `${user.firstName} ${user.lastName}` }],
    telecom: [{ system: 'email', value: user.email }, ...(patient.phone ? [{ system: 'phone', value: patient.phone }] : [])],
    gender: fhirGender[patient.gender] ?? 'unknown',
    ...(patient.birthDate ? { birthDate: patient.birthDate } : {}),
    communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: patient.language }] }, preferred: true }],
    managingOrganization: ref(org, organization.title),
  };
  return { person, org, active: patient.status === 'active' };
}

/** The program as a CarePlan: one activity per program line, its weekday and dates, kind, level and exercises. */
async function carePlan(db: Db, patient: Resource, t: Texts, active: boolean, lang: 'sv' | 'en'): Promise<Resource | null> {
  const program = await programOf(db, patient.id);
  if (!program) return null;
  const today = dayInSweden(new Date());
  const starts = program.lines.map((line) => line.start).sort();
  const ends = program.lines.map((line) => line.finish).sort();
  return {
    resourceType: 'CarePlan',
    id: program.id,
    status: active ? 'active' : 'completed',
    intent: 'plan',
    title: t.carePlan,
    subject: ref(patient),
    created: iso(program.createdAt),
    ...(starts[0] ? { period: { start: starts[0], end: ends.at(-1) } } : {}),
    activity: [...program.lines].reverse().map((line) => ({
      detail: {
        status: line.finish < today ? 'completed' : line.start > today ? 'not-started' : 'in-progress',
        code: { text: `${t.types[line.type]}, ${fill(t.level, { level: line.level })}` },
        scheduledTiming: { repeat: { boundsPeriod: { start: line.start, end: line.finish }, dayOfWeek: [weekdays[line.day - 1]] } },
        ...(line.exercises.length > 0 ? { description: line.exercises.map((name) => name[lang]).join('; ') } : {}),
      },
    })),
  };
}

const questionnaireResponse = (patient: Resource, form: Questionnaire, t: Texts): Resource => ({
  resourceType: 'QuestionnaireResponse',
  id: form.id,
  status: form.completedAt ? 'completed' : 'in-progress',
  subject: ref(patient),
  authored: form.completedAt ?? form.createdAt,
  author: ref(patient),
  item: form.answers.map((answer, index) => ({
    linkId: String(index + 1),
    text: `${t.questionnaires[form.kind]}: ${answer.name}`,
    ...(answer.answer ? { answer: [{ valueString: answer.answer }] } : {}),
  })),
});

async function measureObservations(db: Db, patient: Resource, t: Texts): Promise<Resource[]> {
  const rows = await db.select().from(healthMeasures).where(eq(healthMeasures.patientId, patient.id)).orderBy(asc(healthMeasures.kind), asc(healthMeasures.measuredAt));
  return rows.map((row) => ({
    resourceType: 'Observation',
    id: row.id,
    status: 'final',
    category: surveyCategory,
    code: { text: t.measures[row.kind] },
    subject: ref(patient),
    effectiveDateTime: iso(row.measuredAt),
    valueQuantity: { value: row.value },
  }));
}

/** The patient's feedback on their exercises: how hard it felt, with the pain they gave and their words. */
async function feedbackObservations(db: Db, patient: Resource, t: Texts, lang: 'sv' | 'en'): Promise<Resource[]> {
  return (await feedbackOf(db, patient.id)).map((item) => ({
    resourceType: 'Observation',
    id: item.id,
    status: 'final',
    category: surveyCategory,
    code: { text: fill(t.feedback, { exercise: item.exercise[lang] }) },
    subject: ref(patient),
    performer: [ref(patient)],
    effectiveDateTime: item.at,
    valueString: t.difficulties[item.feedback],
    ...(item.pain === null ? {} : { component: [{ code: { ...painCode, text: t.pain }, valueInteger: item.pain }] }),
    ...(item.note ? { note: [{ text: item.note }] } : {}),
  }));
}

const noteText = (sections: JournalNote['sections']) => sections.map((section) => `${section.heading}\n\n${section.text}`).join('\n\n');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A signed note as a DocumentReference: its latest text first, then every version with who signed it and why. */
function noteDocument(patient: Resource, note: JournalNote, t: Texts, lang: 'sv' | 'en'): Resource {
  const versions = [...note.versions].reverse();
  const writer = personName(note.author) ?? personName(note.signedBy);
  return {
    resourceType: 'DocumentReference',
    id: note.id,
    // A struck note stays in the record, marked as written in error.
    status: note.status === 'struck' ? 'entered-in-error' : 'current',
    docStatus: note.amendedAt ? 'amended' : 'final',
    type: { text: note.title },
    category: [{ text: t.noteCategory }],
    subject: ref(patient),
    date: note.signedAt ?? note.createdAt,
    ...(writer ? { author: [{ display: writer }] } : {}),
    ...(note.signedBy ? { authenticator: { display: personName(note.signedBy) } } : {}),
    ...(note.status === 'struck' ? { description: fill(t.struck, { reason: note.strikeReason ?? '' }) } : {}),
    content: versions.map((version) => ({
      attachment: {
        contentType: 'text/plain; charset=utf-8',
        language: lang,
        title: fill(version.reason ? t.amendment : t.version, { title: version.title, version: version.version, reason: version.reason ?? '' }),
        creation: version.signedAt ?? version.writtenAt,
        data: base64(noteText(version.sections)),
      },
    })),
  };
}

/**
 * Everything the product holds about the patient's care as a FHIR R4 collection Bundle: the patient and their
 * organization, the program, the questionnaire answers, the health measures and feedback, and the signed notes
 * (only where `withNotes`: the patient's own download follows the organization's sharing setting).
 */
export async function fhirRecord(db: Db, patientId: string, options: { lang: 'sv' | 'en'; withNotes: boolean; now?: Date }): Promise<Resource> {
  const t = options.lang === 'sv' ? sv : en;
  const { person, org, active } = await patientResources(db, patientId);
  const plan = await carePlan(db, person, t, active, options.lang);
  const forms = await listQuestionnaires(db, { id: patientId });
  const notes = options.withNotes ? await signedNoteViews(db, patientId) : [];
  const resources: Resource[] = [
    person,
    org,
    ...(plan ? [plan] : []),
    ...forms.map((form) => questionnaireResponse(person, form, t)),
    ...(await measureObservations(db, person, t)),
    ...(await feedbackObservations(db, person, t, options.lang)),
    ...notes.map((note) => noteDocument(person, note, t, options.lang)),
  ];
  return {
    resourceType: 'Bundle',
    id: crypto.randomUUID(),
    type: 'collection',
    timestamp: iso(options.now ?? new Date()),
    entry: resources.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
  };
}

/** Sends the Bundle as a download, not kept by any cache. */
export function sendFhirRecord(reply: FastifyReply, bundle: Resource, lang: 'sv' | 'en') {
  const name = (lang === 'sv' ? sv : en).fileName;
  return reply
    .type('application/fhir+json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${String(bundle.timestamp).slice(0, 10)}.json"`)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(bundle));
}
