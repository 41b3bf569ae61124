import {
  formTextMax,
  patientFormItems,
  questionnaireKinds,
  validationMessages,
  type FieldError,
  type FormItem,
  type PatientForm,
  type PatientFormsResponse,
  type QuestionnaireKind,
} from '@rehab/contract';
import { eq, max } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { healthMeasures, questionnaireAnswers, questionnaires } from '../../db/schema';
import { isoOrNull } from '../../dates';
import { fieldError, HttpError } from '../../errors';
import { refuseEndedTreatment } from '../activities/levels';
import { formLabels, formLabelsEn, measureOf } from './form-labels';
import { ownPatient } from './week';

const itemsOf = (kind: QuestionnaireKind): readonly FormItem[] => patientFormItems[kind];

/** When the patient last answered each kind of form, answered in the app or at the clinic. */
async function lastAnswered(db: Db, patientId: string) {
  const rows = await db
    .select({ kind: questionnaires.kind, at: max(questionnaires.completedAt) })
    .from(questionnaires)
    .where(eq(questionnaires.patientId, patientId))
    .groupBy(questionnaires.kind);
  return new Map(rows.map((row) => [row.kind, row.at]));
}

const formOf = (kind: QuestionnaireKind, answeredAt: Date | null | undefined): PatientForm => ({
  kind,
  items: itemsOf(kind).map((item) => ({ id: item.id, answer: item.answer.kind === 'choice' ? { ...item.answer, options: [...item.answer.options] } : item.answer })),
  answeredAt: isoOrNull(answeredAt ?? null),
});

/** Every form the patient can answer, with when they last did. */
export async function patientForms(db: Db, session: Pick<Session, 'userId' | 'role'>): Promise<PatientFormsResponse> {
  const patient = await ownPatient(db, session);
  const answered = await lastAnswered(db, patient.id);
  return { forms: questionnaireKinds.map((kind) => formOf(kind, answered.get(kind))) };
}

type Answer = number | string;

/** Each answer checked against its item: every item answered, nothing else, each within its bounds. */
function checkAnswers(kind: QuestionnaireKind, answers: Record<string, Answer>): { item: FormItem; text: string; value: Answer }[] {
  const items = itemsOf(kind);
  const errors: FieldError[] = [];
  const fail = (id: string, rule: 'required' | 'invalid' | 'whitelist' | 'maxLength') => {
    const property = `answers.${id}`;
    const message = rule === 'required' ? validationMessages.required(property) : rule === 'maxLength' ? validationMessages.maxLength(formTextMax) : validationMessages.invalid(property);
    errors.push(fieldError(property, rule, message, rule === 'maxLength' ? { length: formTextMax } : undefined));
  };
  for (const id of Object.keys(answers)) if (!items.some((item) => item.id === id)) fail(id, 'whitelist');
  const checked: { item: FormItem; text: string; value: Answer }[] = [];
  for (const item of items) {
    const value = answers[item.id];
    const labels = formLabels[kind] as Record<string, { options?: Record<string, string> }>;
    if (value === undefined) fail(item.id, 'required');
    else if (item.answer.kind === 'scale') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < item.answer.min || value > item.answer.max) fail(item.id, 'invalid');
      else checked.push({ item, text: String(value), value });
    } else if (item.answer.kind === 'choice') {
      const option = typeof value === 'string' ? labels[item.id]?.options?.[value] : undefined;
      if (!option || !item.answer.options.includes(value as string)) fail(item.id, 'invalid');
      else checked.push({ item, text: option, value });
    } else {
      const text = typeof value === 'string' ? value.trim() : '';
      if (typeof value !== 'string' || text === '' || text.includes('\u0000')) fail(item.id, typeof value === 'string' && text === '' ? 'required' : 'invalid');
      else if (text.length > formTextMax) fail(item.id, 'maxLength');
      else checked.push({ item, text, value: text });
    }
  }
  const [first] = errors;
  if (first) throw new HttpError(400, Object.values(first.constraints)[0] ?? 'Bad Request', errors);
  return checked;
}

/**
 * Stores the patient's answers where the physio reads forms: one questionnaire with its answers in the
 * words of the questionnaires tab, and each scale that is a health measure as a point of the health
 * report, all in one transaction once every check has passed.
 */
export async function answerForm(db: Db, session: Pick<Session, 'userId' | 'role'>, kind: QuestionnaireKind, answers: Record<string, Answer>, now = new Date()): Promise<PatientForm> {
  const patient = await ownPatient(db, session);
  const checked = checkAnswers(kind, answers);
  refuseEndedTreatment(patient);
  const labels = formLabels[kind] as Record<string, { name: string; description: string; options?: Record<string, string> }>;
  const labelsEn = formLabelsEn[kind] as Record<string, { name: string; description: string; options?: Record<string, string> }>;
  await db.transaction(async (tx) => {
    const [form] = await tx.insert(questionnaires).values({ patientId: patient.id, kind, createdAt: now, completedAt: now }).returning({ id: questionnaires.id });
    if (!form) throw new Error('the questionnaire was not saved');
    await tx.insert(questionnaireAnswers).values(
      checked.map(({ item, text, value }, position) => ({
        questionnaireId: form.id,
        position,
        name: labels[item.id]?.name ?? item.id,
        description: labels[item.id]?.description ?? '',
        answer: text,
        nameEn: labelsEn[item.id]?.name ?? '',
        descriptionEn: labelsEn[item.id]?.description ?? '',
        // A choice has its English words; a number or the patient's own text reads the same in both.
        answerEn: item.answer.kind === 'choice' ? (labelsEn[item.id]?.options?.[value as string] ?? '') : '',
      })),
    );
    const measures = checked.flatMap(({ item, value }) => {
      const measure = measureOf[item.id];
      return measure && typeof value === 'number' ? [{ patientId: patient.id, kind: measure, value, measuredAt: now }] : [];
    });
    if (measures.length > 0) await tx.insert(healthMeasures).values(measures);
  });
  return formOf(kind, (await lastAnswered(db, patient.id)).get(kind));
}

