import { z } from 'zod/mini';
import { exercise, task } from './activities';
import { difficulty, questionnaireKind, type QuestionnaireKind } from './enums';
import { chatMessage } from './chats';
import { painRating } from './feedback';
import { dosage, exerciseMedia } from './library';
import { digitsField, emailField, freeText, isoDate, isoDateTime, nameField } from './validation';

/*
 * The patient app's calls beyond the chat (packages/patient). POST /patient-app/sign-in takes
 * /users/sign-in's body and returns an access_token for a patient; sign-out is POST /users/sign-out.
 */

/**
 * POST /patient-app/feedback. `taskId`: the patient's task, done, that the verdict is on; its row on the physio's program
 * then shows the difficulty and the note. Without it (an older app's queued feedback) the verdict is on the exercise alone.
 */
export const patientFeedbackBody = z.strictObject({
  exerciseId: z.uuid(),
  taskId: z.optional(z.uuid()),
  feedback: difficulty,
  pain: z.optional(painRating),
  note: z.optional(freeText(2000, { trim: true })),
});
/** The feedback id and the "feedback shared" message it put in the chat. */
export const patientFeedbackResponse = z.object({ feedbackId: z.uuid(), message: chatMessage });

export type PatientFeedbackBody = z.infer<typeof patientFeedbackBody>;
export type PatientFeedbackResponse = z.infer<typeof patientFeedbackResponse>;

/**
 * POST /patient-app/tasks/{taskId}/done: the patient reports one of their planned tasks done, once its
 * day has come and while their treatment lasts, with their comments and the result they reached.
 */
export const patientTaskParams = z.strictObject({ taskId: z.uuid() });
export const patientTaskDoneBody = z.strictObject({
  comments: z.optional(freeText(2000, { trim: true })),
  result: z.optional(freeText(200, { trim: true, multiline: false })),
});
export type PatientTaskDoneBody = z.infer<typeof patientTaskDoneBody>;
/**
 * How many days back a patient may mark a task done themselves: yesterday's walk logged this morning, not a week
 * ticked off weeks later (docs/rules/program.md). The physio may still mark it for them.
 */
export const patientMarkDaysBack = 1;

/** GET /patient-app/exercises: the exercises at the patient's current levels, to give feedback on. */
export const patientExercise = z.object({ id: z.uuid(), name: z.string(), type: z.string(), level: z.int() });
export const patientExercisesResponse = z.array(patientExercise);
export type PatientExercise = z.infer<typeof patientExercise>;

/**
 * POST /patient-app/join/request-code → 202: the first step of joining. The address gets a 6-digit
 * code that confirms it is theirs (or, when it already has an account, a mail saying so); the answer is
 * the same either way, so joining tells nobody whether someone else has an account.
 */
export const patientJoinCodeBody = z.strictObject({ email: emailField });
export const patientJoinCodeResponse = z.object({ message: z.string() });

/**
 * POST /patient-app/join → 201 { access_token }: with the mailed `verificationCode`, a patient signs up
 * with their organization's company `code` and takes one of its licenses. 400 on `code` when the company
 * code is unknown or the organization has no license left; 400 on `verificationCode` when the mailed
 * code is wrong, used or expired (also for an address that has an account: it was never sent a code).
 */
export const patientJoinBody = z.strictObject({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32), z.regex(/^[A-Za-z0-9-]+$/)),
  email: emailField,
  verificationCode: digitsField(6),
  password: z.string().check(z.minLength(8), z.maxLength(200)),
  firstName: nameField,
  lastName: nameField,
});
export type PatientJoinBody = z.infer<typeof patientJoinBody>;
export type PatientJoinCodeBody = z.infer<typeof patientJoinCodeBody>;

/**
 * GET /patient-app/week?weekOffset: the patient's own week, Monday to Sunday in Sweden (`clinicTimeZone`),
 * `weekOffset` weeks from this one (−520..520, 0 unless given). `today` is the day in Sweden, by which
 * the app tells what may be marked done (a task of today or before, while the treatment lasts) and
 * undone (a task marked done today). `treatmentEnd` is the day the treatment ended, or null while it
 * lasts. Each task carries the whole exercise at the task's own level (null for a task without one),
 * and the tasks come by booked date, then type, then id.
 */
export const patientWeekQuery = z.strictObject({
  weekOffset: z._default(z.coerce.number().check(z.int(), z.minimum(-520), z.maximum(520)), 0),
});
export const patientTask = z.extend(task, { exercise: z.nullable(exercise) });
export const patientWeekResponse = z.object({
  weekStart: isoDate,
  weekEnd: isoDate,
  today: isoDate,
  treatmentEnd: z.nullable(isoDate),
  tasks: z.array(patientTask),
});
export type PatientTask = z.infer<typeof patientTask>;
export type PatientWeekResponse = z.infer<typeof patientWeekResponse>;

/**
 * One exercise as the player shows it: its name, steps and what to watch out for in both languages, the
 * dosage it is planned at, the physio's comment to the patient, and its pictures and videos (addresses
 * the patient fetches with the session; a video's `poster` when it has one).
 */
export const playerExercise = z.object({
  exerciseId: z.uuid(),
  name: z.object({ sv: z.string(), en: z.string() }),
  steps: z.object({ sv: z.array(z.string()), en: z.array(z.string()) }),
  watchOuts: z.object({ sv: z.string(), en: z.string() }),
  dosage,
  comment: z.string(),
  media: z.array(exerciseMedia),
});
export type PlayerExercise = z.infer<typeof playerExercise>;

/**
 * GET /patient-app/tasks/{taskId}: one of the patient's own tasks for the exercise player, with the
 * exercises of the program line it belongs to (the line of its kind on its weekday, in force on its day),
 * in the line's order; a line without exercises gives the task's own exercise. Another patient's task is 404.
 */
export const patientTaskPlayerResponse = z.object({ task: patientTask, exercises: z.array(playerExercise) });
export type PatientTaskPlayerResponse = z.infer<typeof patientTaskPlayerResponse>;

/**
 * DELETE /patient-app/tasks/{taskId}/done → 200 task: the patient takes back a task they marked done,
 * which is planned again without its comments and result. Only on the day (in Sweden) it was marked
 * done and while the treatment lasts; 409 otherwise (`The task is not done`, `The task was done on
 * another day`, `The treatment has ended`). Another patient's task is 404. No body.
 */
export const patientTaskUndoResponse = task;

/**
 * Sign-in by emailed code (public). POST /patient-app/sign-in/request-code { email } → 202 { message }:
 * a 6-digit code, valid 10 minutes, mailed only to an address with a patient account, but the same
 * answer either way. POST /patient-app/sign-in/code { email, code } → 200 { access_token }; a wrong,
 * used or expired code is 400 on `code`, five wrong tries burn it, and too many requests are 429.
 */
export const patientCodeRequestBody = z.strictObject({ email: emailField });
export const patientCodeRequestResponse = z.object({ message: z.string() });
export const patientCodeSignInBody = z.strictObject({ email: emailField, code: digitsField(6) });
export type PatientCodeRequestBody = z.infer<typeof patientCodeRequestBody>;
export type PatientCodeSignInBody = z.infer<typeof patientCodeSignInBody>;

/** A patient's new password: as when joining. */
export const patientPasswordField = z.string().check(z.minLength(8), z.maxLength(200));

/**
 * A forgotten password (public). POST /patient-app/password/request-code { email } → 202 { message }
 * (the same answer whether or not the address has a patient account), then
 * POST /patient-app/password/reset { email, code, password } → 200 { access_token }: the new password
 * is set, every other session of the patient ends, and the answer signs them in. A wrong code is 400 on
 * `code`, as for sign-in by code.
 */
export const patientPasswordResetBody = z.strictObject({ email: emailField, code: digitsField(6), password: patientPasswordField });
export type PatientPasswordResetBody = z.infer<typeof patientPasswordResetBody>;

/**
 * Questionnaires. Each kind the portal shows (welcome, well-being, physical-activity) is one form of
 * items; the app translates the form's title, each item's text and each choice's option from `kind`,
 * the item `id` and the option (an id too, such as `lower-back`). A scale is answered with a whole
 * number from `min` to `max`, a choice with one of its `options`, a text with 1–1000 characters.
 */
export const formAnswerKinds = ['scale', 'choice', 'text'] as const;
export const formAnswerSpec = z.union([
  z.object({ kind: z.literal('scale'), min: z.int(), max: z.int() }),
  z.object({ kind: z.literal('choice'), options: z.array(z.string()) }),
  z.object({ kind: z.literal('text') }),
]);
export const formItem = z.object({ id: z.string(), answer: formAnswerSpec });
export type FormAnswerSpec = z.infer<typeof formAnswerSpec>;
export type FormItem = z.infer<typeof formItem>;

/** The longest text answer. */
export const formTextMax = 1000;

/**
 * The forms, item by item. The scales are the health measures the physio follows in the patient's
 * statistics and health report (stress scale 0–10, well-being 0–100, perceived capacity 0–10, physical
 * function 0–100, activity index 0–100); every answer also shows in the physio's questionnaires tab.
 */
export const patientFormItems = {
  welcome: [
    { id: 'goal', answer: { kind: 'text' } },
    { id: 'complaint', answer: { kind: 'choice', options: ['lower-back', 'knee', 'shoulder', 'neck', 'hip', 'other'] } },
    { id: 'earlier-training', answer: { kind: 'choice', options: ['never', 'weekly', 'few-times-weekly', 'daily'] } },
  ],
  'well-being': [
    { id: 'sleep', answer: { kind: 'choice', options: ['bad', 'fairly-bad', 'fairly-good', 'good'] } },
    { id: 'mood', answer: { kind: 'choice', options: ['low', 'varying', 'fairly-good', 'good'] } },
    { id: 'energy', answer: { kind: 'choice', options: ['little', 'moderate', 'much'] } },
    { id: 'stress-scale', answer: { kind: 'scale', min: 0, max: 10 } },
    { id: 'well-being', answer: { kind: 'scale', min: 0, max: 100 } },
    { id: 'perceived-capacity', answer: { kind: 'scale', min: 0, max: 10 } },
  ],
  'physical-activity': [
    { id: 'daily-activity', answer: { kind: 'choice', options: ['under-10', '10-30', '30-60', 'over-60'] } },
    { id: 'sitting', answer: { kind: 'choice', options: ['under-4', '4-8', 'over-8'] } },
    { id: 'physical-function', answer: { kind: 'scale', min: 0, max: 100 } },
    { id: 'activity-index', answer: { kind: 'scale', min: 0, max: 100 } },
  ],
} as const satisfies Record<QuestionnaireKind, readonly FormItem[]>;

/** GET /patient-app/questionnaires: every form, with when the patient last answered it (null if never). */
export const patientForm = z.object({ kind: questionnaireKind, items: z.array(formItem), answeredAt: z.nullable(isoDateTime) });
export const patientFormsResponse = z.object({ forms: z.array(patientForm) });
export type PatientForm = z.infer<typeof patientForm>;
export type PatientFormsResponse = z.infer<typeof patientFormsResponse>;

/**
 * POST /patient-app/questionnaires/{kind} { answers: { [itemId]: number | string } } → 201 the form
 * with its new `answeredAt`. Every item of the form is answered, nothing else; a wrong answer is 400 on
 * `answers.<itemId>`. A form may be answered again later (each time is kept); 409 once the treatment
 * has ended.
 */
export const patientFormParams = z.strictObject({ kind: questionnaireKind });
export const patientFormAnswersBody = z.strictObject({
  answers: z
    .record(
      z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/)),
      z.union([z.number().check(z.int(), z.minimum(-1000), z.maximum(1000)), freeText(formTextMax)]),
    )
    .check(z.refine((answers) => Object.keys(answers).length <= 20, 'at most 20 answers')),
});
export type PatientFormAnswersBody = z.infer<typeof patientFormAnswersBody>;

/**
 * GET /patient-app/profile. `imageUrl` is the photo's address (fetched with the session), null without
 * one; `language` is the app's language, Swedish unless the patient chose English.
 */
export const appLanguages = ['sv', 'en'] as const;
export const appLanguage = z.enum(appLanguages);
export const patientProfile = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  language: appLanguage,
  /** YYYYMMDD-NNNC, the person whose BankID signs the patient in; null until the patient links BankID. */
  personalNumber: z.nullable(z.string()),
});
/** A phone number as people write it: digits, with spaces, hyphens, brackets and a leading +. */
export const phoneField = z.string().check(z.trim(), z.minLength(6), z.maxLength(20), z.regex(/^\+?[0-9][0-9 ()-]*[0-9]$/));
/**
 * PATCH /patient-app/profile: any of these (phone null removes it) → the profile. The personal number is not among
 * them: it is linked by a BankID login (grandid.ts), so nobody can claim someone else's.
 */
export const patientProfileUpdate = z.strictObject({
  firstName: z.optional(nameField),
  lastName: z.optional(nameField),
  phone: z.optional(z.nullable(phoneField)),
  language: z.optional(appLanguage),
});
export type AppLanguage = z.infer<typeof appLanguage>;
export type PatientProfile = z.infer<typeof patientProfile>;
export type PatientProfileUpdate = z.infer<typeof patientProfileUpdate>;

/**
 * POST /patient-app/profile/photo: multipart with one `photo` file (JPEG, PNG or WebP by its content,
 * at most 5 MB, as the portal's profile photo) → the profile. 415 without multipart, 400 on `photo`
 * for another kind of file, 413 when too large.
 */

/**
 * DELETE /patient-app/profile/photo → 200 the profile with `imageUrl` null: the saved photo and its file are
 * gone. Without a photo it answers the same profile, so a second press or a retried call changes nothing.
 */

/**
 * DELETE /patient-app/account { password } → 204: the account is closed: every session ends, it can no
 * longer sign in, and the physio's records follow the rules of a removed patient (kept for the record,
 * the chats leave the physio's Inbox). A wrong password is 400 on `password`.
 */
export const patientAccountCloseBody = z.strictObject({ password: z.string().check(z.minLength(1), z.maxLength(200)) });
export type PatientAccountCloseBody = z.infer<typeof patientAccountCloseBody>;
