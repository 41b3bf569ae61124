import {
  accessTokenResponse,
  emptyBody,
  invitationAcceptBody,
  invitationDetails as invitationDetailsSchema,
  invitationLookupBody,
  noQuery,
  patientJoinBody,
  patientJoinCodeBody,
  patientJoinCodeResponse,
  patientExercisesResponse,
  patientFeedbackBody,
  patientFeedbackResponse,
  patientCodeRequestBody,
  patientCodeRequestResponse,
  patientCodeSignInBody,
  patientPasswordResetBody,
  patientTaskDoneBody,
  patientTaskParams,
  patientTaskPlayerResponse,
  patientTaskUndoResponse,
  patientWeekQuery,
  patientFormAnswersBody,
  patientFormParams,
  patientForm,
  patientFormsResponse,
  patientWeekResponse,
  taskDoneResponse,
  signInBody,
  patientLessonResponse,
  lessonReadResponse,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { codeAttempts, passwordGuard, type FailureCounts } from '../../auth/throttle';
import { startSession, userAgentOf } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Realtime } from '../../realtime/hub';
import { shareFeedback } from '../chats/service';
import { requestOneTimeCode } from '../auth/service';
import { accountWithAddress, currentExercises, joinMail, joinWithCompanyCode, reportTaskDone, signInPatient } from './service';
import { guardOwnTasks, refuseOthersTask } from './own-tasks';
import { requestPatientCode, resetPatientPassword, signInPatientWithCode, type PatientCodePurpose } from './codes';
import { patientWeek, undoTaskDone } from './week';
import { readerLanguage } from '../../reader-language';
import { taskForPlayer } from './task-player';
import { lessonForPatient, markLessonRead } from '../lessons/service';
import { answerForm, patientForms } from './questionnaires';
import { announceActivitiesChanged } from '../activities/announce';
import { patientProfileRoutes } from './profile-routes';
import { acceptInvitation, invitationDetails } from '../patients/invitations';

/** The patient app's own calls; the chat calls are shared with the portal. */
export const patientAppRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: Uint8Array;
  realtime: Realtime;
  mailer: Mailer;
  failures: FailureCounts;
  dataDir: string;
}> = async (app, { db, secret, realtime, mailer, failures, dataDir }) => {
  await app.register(patientProfileRoutes, { db, dataDir, realtime, failures });

  // Password guessing is slowed down as on the portal's sign-in.
  const passwords = passwordGuard(failures, 'patient');

  app.post(
    '/patient-app/sign-in',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: signInBody, response: { 200: accessTokenResponse } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const user = await passwords.signIn(email, request.ip, () => signInPatient(db, email, request.body.password));
      return { access_token: await startSession(db, secret, user, { userAgent: userAgentOf(request) }) };
    },
  );

  /** Codes are guessed no faster than passwords: wrong ones count against the address like join attempts. */
  const throttledByIp = codeAttempts(passwords.byIp);
  const codeRequest = (url: string, purpose: PatientCodePurpose) =>
    app.post(
      url,
      { config: { access: 'public' }, schema: { querystring: noQuery, body: patientCodeRequestBody, response: { 202: patientCodeRequestResponse } } },
      async (request, reply) => {
        await requestPatientCode(db, {
          email: request.body.email,
          ip: request.ip,
          secret,
          mailer,
          purpose,
          onMailError: (error) => request.log.error({ err: error }, `${purpose} code mail failed`),
        });
        return reply.code(202).send({ message: 'If the address has an account, a code is on its way' });
      },
    );

  codeRequest('/patient-app/sign-in/request-code', 'patient-sign-in');

  app.post(
    '/patient-app/sign-in/code',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: patientCodeSignInBody, response: { 200: accessTokenResponse } } },
    async (request) => {
      const user = await throttledByIp(request.ip, () => signInPatientWithCode(db, { ...request.body, secret }));
      return { access_token: await startSession(db, secret, user, { userAgent: userAgentOf(request) }) };
    },
  );

  codeRequest('/patient-app/password/request-code', 'password-reset');

  app.post(
    '/patient-app/password/reset',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: patientPasswordResetBody, response: { 200: accessTokenResponse } } },
    async (request) => {
      const user = await throttledByIp(request.ip, () => resetPatientPassword(db, { ...request.body, secret }));
      // Sockets opened with the old sessions close too.
      realtime.endUser(user.id);
      return { access_token: await startSession(db, secret, user, { userAgent: userAgentOf(request) }) };
    },
  );

  app.post(
    '/patient-app/join/request-code',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: patientJoinCodeBody, response: { 202: patientJoinCodeResponse } } },
    async (request, reply) => {
      const { email } = request.body;
      const account = await accountWithAddress(db, email);
      await requestOneTimeCode(db, {
        email,
        ip: request.ip,
        secret,
        mailer,
        purpose: 'join',
        // A taken address gets a row too (never a code), so both answer alike and share the limits.
        holder: account,
        mailFor: (code) => joinMail(email, code, account !== null),
        onMailError: (error) => request.log.error({ err: error }, 'join code mail failed'),
      });
      return reply.code(202).send({ message: 'A code is on its way to the address' });
    },
  );

  app.post(
    '/patient-app/join',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: patientJoinBody, response: { 201: accessTokenResponse } } },
    async (request, reply) => {
      const user = await throttledByIp(request.ip, () => joinWithCompanyCode(db, secret, request.body));
      return reply.code(201).send({ access_token: await startSession(db, secret, user, { userAgent: userAgentOf(request) }) });
    },
  );

  // An invitation's link (docs/rules/patients-in.md): its secret is guessed no faster than a join code.
  app.post(
    '/patient-app/invitation',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: invitationLookupBody, response: { 200: invitationDetailsSchema } } },
    async (request) => throttledByIp(request.ip, () => invitationDetails(db, request.body.token)),
  );

  app.post(
    '/patient-app/invitation/accept',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: invitationAcceptBody, response: { 201: accessTokenResponse } } },
    async (request, reply) => {
      const user = await throttledByIp(request.ip, () => acceptInvitation(db, request.body));
      return reply.code(201).send({ access_token: await startSession(db, secret, user, { userAgent: userAgentOf(request) }) });
    },
  );

  app.get(
    '/patient-app/exercises',
    { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: patientExercisesResponse } } },
    async (request) => currentExercises(db, sessionOf(request), readerLanguage(request)),
  );

  guardOwnTasks(app, db);

  app.get(
    '/patient-app/week',
    { config: { access: 'patient' }, schema: { querystring: patientWeekQuery, response: { 200: patientWeekResponse } } },
    async (request) => patientWeek(db, sessionOf(request), request.query.weekOffset, new Date(), readerLanguage(request)),
  );

  app.get(
    '/patient-app/tasks/:taskId',
    { config: { access: 'patient' }, schema: { params: patientTaskParams, querystring: noQuery, response: { 200: patientTaskPlayerResponse } } },
    async (request) => taskForPlayer(db, sessionOf(request), request.params.taskId),
  );

  app.get(
    '/patient-app/tasks/:taskId/lesson',
    { config: { access: 'patient' }, schema: { params: patientTaskParams, querystring: noQuery, response: { 200: patientLessonResponse } } },
    async (request) => lessonForPatient(db, sessionOf(request), request.params.taskId),
  );

  app.post(
    '/patient-app/tasks/:taskId/read',
    { config: { access: 'patient' }, schema: { params: patientTaskParams, querystring: noQuery, body: emptyBody, response: { 200: lessonReadResponse } } },
    async (request) => {
      const read = await markLessonRead(db, sessionOf(request), request.params.taskId);
      await announceActivitiesChanged(db, realtime, request.log, sessionOf(request).userId);
      return read;
    },
  );

  app.delete(
    '/patient-app/tasks/:taskId/done',
    { config: { access: 'patient' }, schema: { params: patientTaskParams, querystring: noQuery, response: { 200: patientTaskUndoResponse } } },
    async (request) => {
      const undone = await undoTaskDone(db, sessionOf(request), request.params.taskId, new Date(), readerLanguage(request));
      await announceActivitiesChanged(db, realtime, request.log, sessionOf(request).userId);
      return undone;
    },
  );

  app.post(
    '/patient-app/tasks/:taskId/done',
    { config: { access: 'patient' }, schema: { params: patientTaskParams, querystring: noQuery, body: patientTaskDoneBody, response: { 200: taskDoneResponse } } },
    async (request) => {
      const done = await reportTaskDone(db, sessionOf(request), request.params.taskId, request.body);
      await announceActivitiesChanged(db, realtime, request.log, sessionOf(request).userId);
      return done;
    },
  );

  app.get(
    '/patient-app/questionnaires',
    { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: patientFormsResponse } } },
    async (request) => patientForms(db, sessionOf(request)),
  );

  app.post(
    '/patient-app/questionnaires/:kind',
    { config: { access: 'patient' }, schema: { params: patientFormParams, querystring: noQuery, body: patientFormAnswersBody, response: { 201: patientForm } } },
    async (request, reply) => reply.code(201).send(await answerForm(db, sessionOf(request), request.params.kind, request.body.answers)),
  );

  app.post(
    '/patient-app/feedback',
    { config: { access: 'patient' },
     
      schema: { querystring: noQuery, body: patientFeedbackBody, response: { 201: patientFeedbackResponse } },
    },
    async (request, reply) => {
      if (request.body.taskId) await refuseOthersTask(db, request, request.body.taskId);
      const shared = await shareFeedback(db, { realtime }, sessionOf(request), request.body);
      await announceActivitiesChanged(db, realtime, request.log, sessionOf(request).userId);
      return reply.code(201).send(shared);
    },
  );
};
