import {
  endTreatmentBody,
  invitationResendResponse,
  invitationWithdrawResponse,
  noQuery,
  patientAddBody,
  patientAddParams,
  patientInvitationsQuery,
  patientInvitationsResponse,
  patientListItem as patientListItemSchema,
  patientParams,
  patientPhysiosResponse,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { listOrganizationPhysios } from './care';
import { addPatient, findOwnOrganization, listInvitations, resendInvitation, withdrawInvitation } from './invitations';
import { auditAccess, guardPatientRecord, patientOf } from './record';
import { findListedPatient } from './scope';
import { patientListItem } from './view';

/** Staff add patients and manage their pending invitations (docs/rules/patients-in.md). */
export const patientInvitationRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer; portalUrl: string }> = async (app, { db, mailer, portalUrl }) => {
  const mail = { mailer, portalUrl };

  const adding: FastifyPluginAsyncZod = async (scoped) => {
    // The organization is checked as the request arrives, before its body is read; nothing is written until every check passed.
    checkScopeOnArrival(scoped, db, 'organization', ['id'], (session, id) => findOwnOrganization(db, session, id));
    scoped.post(
      '/organizations/:id/patients',
      { config: { access: 'patientStaff' }, schema: { params: patientAddParams, querystring: noQuery, body: patientAddBody, response: { 201: patientListItemSchema } } },
      async (request, reply) => {
        const session = sessionOf(request);
        const organization = await findOwnOrganization(db, session, request.params.id);
        const patientId = await addPatient(db, mail, session, organization, request.body);
        await auditAccess(db, request, [patientId], 'write:add-patient');
        return reply.code(201).send(patientListItem(await findListedPatient(db, session, patientId)));
      },
    );
    // Whom a new patient's responsible physio may be: the organization's physios, for the form to choose among.
    scoped.get(
      '/organizations/:id/patients/physios',
      { config: { access: 'patientStaff' }, schema: { params: patientAddParams, querystring: noQuery, response: { 200: patientPhysiosResponse } } },
      async (request) => listOrganizationPhysios(db, request.params.id),
    );
  };
  await app.register(adding);

  app.get(
    '/patients/invitations',
    { config: { access: 'patientStaff' }, schema: { querystring: patientInvitationsQuery, response: { 200: patientInvitationsResponse } } },
    async (request) => {
      const invitations = await listInvitations(db, sessionOf(request), request.query.organizationId);
      await auditAccess(db, request, invitations.map((each) => each.patientId), 'read:invitations');
      return invitations;
    },
  );

  const onRecord: FastifyPluginAsyncZod = async (record) => {
    guardPatientRecord(record, db);
    record.post(
      '/patients/list/:userId/invitation',
      {
        config: { access: 'staff', audit: 'write:resend-invitation', record: 'administrative' },
        schema: { params: patientParams, querystring: noQuery, body: endTreatmentBody, response: { 200: invitationResendResponse } },
      },
      async (request) => resendInvitation(db, mail, sessionOf(request), patientOf(request)),
    );
    record.delete(
      '/patients/list/:userId/invitation',
      {
        config: { access: 'staff', audit: 'write:withdraw-invitation', record: 'administrative' },
        schema: { params: patientParams, querystring: noQuery, response: { 200: invitationWithdrawResponse } },
      },
      async (request) => withdrawInvitation(db, patientOf(request)),
    );
  };
  await app.register(onRecord);
};
