import { z } from 'zod/mini';
import { difficulty } from './enums';
import { chatMessage } from './chats';
import { digitsField, emailField, nameField } from './validation';

/*
 * The few calls of the patient app beyond the chat (the app itself is not part
 * of the portal). POST /patient-app/sign-in takes /users/sign-in's body and
 * returns an access_token for a patient.
 */

/** POST /patient-app/feedback */
export const patientFeedbackBody = z.strictObject({
  exerciseId: z.uuid(),
  feedback: difficulty,
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
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
  comments: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  result: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type PatientTaskDoneBody = z.infer<typeof patientTaskDoneBody>;

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
