import {
  emptyBody,
  noQuery,
  organizationParams,
  organizationSecondFactorBody,
  organizationSecondFactorResponse,
  passkeyEnrolBody,
  passkeyOptionsResponse,
  passkeySignInBody,
  recoveryCodeBody,
  recoveryCodesResponse,
  secondFactorDoneResponse,
  secondFactorList,
  secondFactorsResponse,
  secondFactorStatusResponse,
  totpCodeBody,
  totpEnrolmentResponse,
} from '@rehab/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { sessionOf, type CheckedSession } from '../../auth/plugin';
import { seal, unseal } from '../../auth/sealed';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import { failureThrottle, tooManyRequests, type FailureCounts } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { organizationMembers, organizations, recoveryCodes, secondFactors, users } from '../../db/schema';
import { badField, conflict, HttpError, notFound } from '../../errors';
import type { Realtime } from '../../realtime/hub';
import { findManagedOrganization } from '../patients/scope';
import {
  authenticationOptions,
  registrationOptions,
  relyingParty,
  verifiedAuthentication,
  verifiedRegistration,
} from './passkeys';
import {
  confirmedFactors,
  keepChallenge,
  maxFactors,
  replaceRecoveryCodes,
  spendRecoveryCode,
  stepOf,
  strongSession,
  challengeOf,
  useChallenge,
  unusedRecoveryCodes,
} from './service';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

/** Wrong second factors (app codes, recovery codes, passkeys) allowed per user in 15 minutes before 429. */
export const secondFactorRules = { perUser: 5, windowMs: 15 * 60 * 1000 };

const factorParams = z.strictObject({ id: z.uuid() });

/** An enrolled factor as the profile shows it; never its secret or key. */
const factorView = (factor: typeof secondFactors.$inferSelect) => ({
  id: factor.id,
  kind: factor.kind,
  name: factor.name,
  created: factor.createdAt.toISOString(),
  lastUsed: factor.lastUsedAt?.toISOString() ?? null,
});

/**
 * The second factor: presenting it after a password or a mailed code (`/users/second-factor/…`), enrolling and
 * removing factors in the profile (`/specialists/second-factors/…`), and an organization's rule that its staff must
 * have one (`/organizations/{id}/second-factor`). Which routes a session may call before its second factor is
 * declared here (`beforeSecondFactor`) and enforced in the auth plugin.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: Uint8Array;
  realtime: Realtime;
  failures: FailureCounts;
  portalUrl: string;
}> = async (app, { db, secret, realtime, failures, portalUrl }) => {
  const rp = relyingParty(portalUrl);
  const wrongFactors = failureThrottle(failures, 'second-factor', {
    limit: secondFactorRules.perUser,
    windowMs: secondFactorRules.windowMs,
  });
  checkScopeOnArrival(app, db, 'organization', ['id'], (session, id, request) =>
    request.routeOptions.url?.startsWith('/organizations/:id') ? findManagedOrganization(db, session, id) : Promise.resolve(),
  );

  /** Runs one check of a factor under the throttle: a wrong one counts against the user, a right one clears the count. */
  async function throttled<T>(session: CheckedSession, check: () => Promise<T | null>, wrong: () => Error): Promise<T> {
    if (await wrongFactors.blocked(session.userId)) throw tooManyRequests();
    const result = await check();
    if (result === null) {
      await wrongFactors.fail(session.userId);
      throw wrong();
    }
    await wrongFactors.reset(session.userId);
    return result;
  }

  /** The user's right app code, taken once: its step becomes the app's last. */
  async function checkTotp(session: CheckedSession, code: string, factorId?: string) {
    return throttled(
      session,
      async () => {
        const apps = (
          await db
            .select()
            .from(secondFactors)
            .where(and(eq(secondFactors.userId, session.userId), eq(secondFactors.kind, 'totp')))
        ).filter((factor) => (factorId ? factor.id === factorId && !factor.confirmedAt : factor.confirmedAt));
        for (const factor of apps) {
          const plain = factor.totpSecret && unseal(secret, factor.totpSecret);
          const step = plain ? await totpStepOf(plain, code, factor.totpLastStep) : null;
          if (step === null) continue;
          // Only if no other request took this step (or a later one) meanwhile.
          const [taken] = await db
            .update(secondFactors)
            .set({ totpLastStep: step, lastUsedAt: new Date(), confirmedAt: factor.confirmedAt ?? new Date() })
            .where(
              and(
                eq(secondFactors.id, factor.id),
                factor.totpLastStep === null
                  ? isNull(secondFactors.totpLastStep)
                  : eq(secondFactors.totpLastStep, factor.totpLastStep),
              ),
            )
            .returning({ id: secondFactors.id });
          if (taken) return factor;
        }
        return null;
      },
      () => badField('code', 'invalid', 'The code is wrong or was already used'),
    );
  }

  const passkeysOf = async (userId: string) =>
    (await confirmedFactors(db, userId))
      .filter((factor) => factor.kind === 'passkey' && factor.credentialId && factor.publicKey)
      .map((factor) => ({
        id: factor.id,
        credentialId: factor.credentialId ?? '',
        publicKey: factor.publicKey ?? '',
        counter: factor.counter ?? 0,
        transports: factor.transports,
      }));

  /** After enrolling: the first factor of a user comes with recovery codes. */
  async function enrolled(session: CheckedSession, hadFactors: boolean) {
    const codes = hadFactors ? null : await replaceRecoveryCodes(db, secret, session.userId);
    return { access_token: await strongSession(db, secret, realtime, session), recoveryCodes: codes };
  }

  async function refuseTooMany(userId: string) {
    if ((await confirmedFactors(db, userId)).length >= maxFactors)
      throw new HttpError(409, `At most ${maxFactors} second factors`);
  }

  // Presenting the second factor.

  app.get(
    '/users/second-factor',
    {
      config: { access: 'staff', beforeSecondFactor: 'always' },
      schema: { querystring: noQuery, response: { 200: secondFactorStatusResponse } },
    },
    async (request) => ({ secondFactor: await stepOf(db, sessionOf(request)) }),
  );

  app.post(
    '/users/second-factor/totp',
    {
      config: { access: 'staff', beforeSecondFactor: 'always' },
      schema: { body: totpCodeBody, response: { 200: secondFactorDoneResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      await checkTotp(session, request.body.code);
      return { access_token: await strongSession(db, secret, realtime, session), recoveryCodes: null };
    },
  );

  app.post(
    '/users/second-factor/recovery-code',
    {
      config: { access: 'staff', beforeSecondFactor: 'always' },
      schema: { body: recoveryCodeBody, response: { 200: secondFactorDoneResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      await throttled(
        session,
        async () => ((await spendRecoveryCode(db, secret, session.userId, request.body.code)) ? true : null),
        () => badField('code', 'invalid', 'The recovery code is wrong or was already used'),
      );
      return { access_token: await strongSession(db, secret, realtime, session), recoveryCodes: null };
    },
  );

  app.post(
    '/users/second-factor/passkey/options',
    {
      config: { access: 'staff', beforeSecondFactor: 'always' },
      schema: { body: emptyBody, response: { 200: passkeyOptionsResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      const passkeys = await passkeysOf(session.userId);
      if (passkeys.length === 0) throw new HttpError(409, 'No passkey is enrolled');
      const options = await authenticationOptions(rp, passkeys);
      await keepChallenge(db, session.userId, 'present', options.challenge);
      return { ...options };
    },
  );

  app.post(
    '/users/second-factor/passkey',
    {
      config: { access: 'staff', beforeSecondFactor: 'always' },
      schema: { body: passkeySignInBody, response: { 200: secondFactorDoneResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      const challenge = await challengeOf(db, session.userId, 'present');
      await throttled(
        session,
        async () => {
          const passkey = (await passkeysOf(session.userId)).find((key) => key.credentialId === request.body.credential.id);
          if (!passkey) return null;
          const counter = await verifiedAuthentication(
            rp,
            challenge.challenge,
            passkey,
            request.body.credential as AuthenticationResponseJSON,
          );
          if (counter === null) return null;
          await db.transaction(async (tx) => {
            await useChallenge(tx, challenge.id);
            await tx.update(secondFactors).set({ counter, lastUsedAt: new Date() }).where(eq(secondFactors.id, passkey.id));
          });
          return true;
        },
        () => badField('credential', 'invalid', 'The passkey was not accepted'),
      );
      return { access_token: await strongSession(db, secret, realtime, session), recoveryCodes: null };
    },
  );

  // Enrolling and removing factors in the profile.

  app.get(
    '/specialists/second-factors',
    {
      config: { access: 'staff', beforeSecondFactor: 'whenEnrolling' },
      schema: { querystring: noQuery, response: { 200: secondFactorsResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      const [factors, recoveryCodesLeft, [rule]] = await Promise.all([
        confirmedFactors(db, session.userId),
        unusedRecoveryCodes(db, session.userId),
        db
          .select({ required: organizations.id })
          .from(organizations)
          .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
          .where(and(eq(organizationMembers.userId, session.userId), eq(organizations.requiresSecondFactor, true)))
          .limit(1),
      ]);
      return {
        factors: factors.map(factorView),
        recoveryCodesLeft,
        required: rule !== undefined,
      };
    },
  );

  app.post(
    '/specialists/second-factors/totp',
    {
      config: { access: 'staff', beforeSecondFactor: 'whenEnrolling' },
      schema: { body: emptyBody, response: { 200: totpEnrolmentResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      await refuseTooMany(session.userId);
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
      const plain = newTotpSecret();
      const [made] = await db.transaction(async (tx) => {
        // One app is enrolled at a time: an earlier start that never got its first code is dropped.
        await tx
          .delete(secondFactors)
          .where(
            and(eq(secondFactors.userId, session.userId), eq(secondFactors.kind, 'totp'), isNull(secondFactors.confirmedAt)),
          );
        return tx
          .insert(secondFactors)
          .values({ userId: session.userId, kind: 'totp', name: 'Authenticator app', totpSecret: seal(secret, plain) })
          .returning({ id: secondFactors.id });
      });
      return { id: made?.id ?? '', secret: plain, uri: totpUri(plain, user?.email ?? '') };
    },
  );

  app.post(
    '/specialists/second-factors/totp/:id/confirm',
    {
      config: { access: 'staff', beforeSecondFactor: 'whenEnrolling' },
      schema: { params: factorParams, body: totpCodeBody, response: { 200: secondFactorDoneResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      const [pending] = await db
        .select({ id: secondFactors.id })
        .from(secondFactors)
        .where(
          and(
            eq(secondFactors.id, request.params.id),
            eq(secondFactors.userId, session.userId),
            eq(secondFactors.kind, 'totp'),
            isNull(secondFactors.confirmedAt),
          ),
        );
      if (!pending) throw notFound('No authenticator app is being enrolled');
      const hadFactors = (await confirmedFactors(db, session.userId)).length > 0;
      await checkTotp(session, request.body.code, pending.id);
      return enrolled(session, hadFactors);
    },
  );

  app.post(
    '/specialists/second-factors/passkey/options',
    {
      config: { access: 'staff', beforeSecondFactor: 'whenEnrolling' },
      schema: { body: emptyBody, response: { 200: passkeyOptionsResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      await refuseTooMany(session.userId);
      const [user] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, session.userId));
      const options = await registrationOptions(
        rp,
        { id: session.userId, email: user?.email ?? '', name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() },
        await passkeysOf(session.userId),
      );
      await keepChallenge(db, session.userId, 'enrol', options.challenge);
      return { ...options };
    },
  );

  app.post(
    '/specialists/second-factors/passkey',
    {
      config: { access: 'staff', beforeSecondFactor: 'whenEnrolling' },
      schema: { body: passkeyEnrolBody, response: { 200: secondFactorDoneResponse } },
    },
    async (request) => {
      const session = sessionOf(request);
      const challenge = await challengeOf(db, session.userId, 'enrol');
      await refuseTooMany(session.userId);
      const passkey = await verifiedRegistration(rp, challenge.challenge, request.body.credential as RegistrationResponseJSON);
      if (!passkey) throw badField('credential', 'invalid', 'The passkey was not accepted');
      const [taken] = await db
        .select({ id: secondFactors.id })
        .from(secondFactors)
        .where(eq(secondFactors.credentialId, passkey.credentialId));
      if (taken) throw conflict('credential', 'This passkey is already enrolled');
      const hadFactors = (await confirmedFactors(db, session.userId)).length > 0;
      const now = new Date();
      await db.transaction(async (tx) => {
        await useChallenge(tx, challenge.id);
        await tx
          .insert(secondFactors)
          .values({
            userId: session.userId,
            kind: 'passkey',
            name: request.body.name,
            ...passkey,
            confirmedAt: now,
            lastUsedAt: now,
          });
      });
      return enrolled(session, hadFactors);
    },
  );

  app.delete(
    '/specialists/second-factors/:id',
    { config: { access: 'staff' }, schema: { params: factorParams, response: { 200: secondFactorList } } },
    async (request) => {
      const session = sessionOf(request);
      const removed = await db
        .delete(secondFactors)
        .where(and(eq(secondFactors.id, request.params.id), eq(secondFactors.userId, session.userId)))
        .returning({ id: secondFactors.id });
      if (removed.length === 0) throw notFound('Second factor not found');
      const left = await confirmedFactors(db, session.userId);
      // Without a factor, recovery codes would recover nothing.
      if (left.length === 0) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.userId));
      return left.map(factorView);
    },
  );

  app.post(
    '/specialists/second-factors/recovery-codes',
    { config: { access: 'staff' }, schema: { body: emptyBody, response: { 200: recoveryCodesResponse } } },
    async (request) => {
      const session = sessionOf(request);
      if ((await confirmedFactors(db, session.userId)).length === 0) throw new HttpError(409, 'Enrol a second factor first');
      return { recoveryCodes: await replaceRecoveryCodes(db, secret, session.userId) };
    },
  );

  // An organization's rule.

  app.get(
    '/organizations/:id/second-factor',
    {
      config: { access: 'admin' },
      schema: { params: organizationParams, querystring: noQuery, response: { 200: organizationSecondFactorResponse } },
    },
    async (request) => ({
      required: (await findManagedOrganization(db, sessionOf(request), request.params.id)).requiresSecondFactor,
    }),
  );

  app.put(
    '/organizations/:id/second-factor',
    {
      config: { access: 'admin' },
      schema: {
        params: organizationParams,
        body: organizationSecondFactorBody,
        response: { 200: organizationSecondFactorResponse },
      },
    },
    async (request) => {
      const found = await findManagedOrganization(db, sessionOf(request), request.params.id);
      await db.update(organizations).set({ requiresSecondFactor: request.body.required }).where(eq(organizations.id, found.id));
      return { required: request.body.required };
    },
  );
};
