import {
  passkeyOptionsResponse,
  recoveryCodesResponse,
  secondFactorDoneResponse,
  secondFactorsResponse,
  socketPath,
  staffSignInResponse,
  totpEnrolmentResponse,
} from '@rehab/contract';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizationMembers, organizations, secondFactors, users } from '../../db/schema';
import { demoAdmins, demoPhysio, demoTotpPhysio } from '../../db/seed';
import { bearer, seededOrganization, startTestServer, type TestServer } from '../../testing';
import { finishGrandIdLogin, startServerWithGrandId } from '../grandid/grandid-testing';
import type { GrandIdDouble } from '../grandid/grandid-double';
import { softwareAuthenticator } from './software-authenticator';

/** The test server's portal address (the default PUBLIC_URL), where its passkeys live. */
const portalOrigin = 'http://localhost:8080';

/** The app's code for the step after `step`, which the server takes while that step is at most 30 s away. */
const codeAfter = (secret: string, step: number) => generate({ secret, epoch: (step + 1) * 30 });
const stepNow = () => Math.floor(Date.now() / 30_000);

describe('the second factor', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
  });
  afterAll(() => server.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
  const signIn = async (email: string) => {
    const response = await inject('POST', '/users/sign-in', undefined, { email, password: demoPhysio.password });
    expect(response.statusCode, response.body).toBe(200);
    return staffSignInResponse.parse(response.json());
  };
  const patientList = (token: string) => inject('GET', '/specialists/patients/list', token);
  /** A physio of the first organization only, made for one test, with no factor. */
  const newPhysio = async (name: string) => {
    const email = `${name}@demo.se`;
    const [made] = await server.database.db
      .insert(users)
      .values({
        email,
        role: 'physio',
        firstName: 'Test',
        lastName: name,
        passwordHash: (
          await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, demoPhysio.email))
        )[0]?.hash,
      })
      .returning({ id: users.id });
    await server.database.db
      .insert(organizationMembers)
      .values({ userId: made?.id ?? '', organizationId: seededOrganization(server.summary, 0).id });
    return email;
  };
  /** Enrols an authenticator app with a session that may: its secret and the new strong session. */
  const enrolApp = async (token: string) => {
    const started = await inject('POST', '/specialists/second-factors/totp', token, {});
    expect(started.statusCode, started.body).toBe(200);
    const { id, secret, uri } = totpEnrolmentResponse.parse(started.json());
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const confirmed = await inject('POST', `/specialists/second-factors/totp/${id}/confirm`, token, {
      code: await generate({ secret }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, ...secondFactorDoneResponse.parse(confirmed.json()) };
  };
  const lastStepOf = async (email: string) => {
    const [row] = await server.database.db
      .select({ step: secondFactors.totpLastStep })
      .from(secondFactors)
      .innerJoin(users, eq(users.id, secondFactors.userId))
      .where(and(eq(users.email, email), eq(secondFactors.kind, 'totp')));
    return row?.step ?? stepNow();
  };

  it('lets a physio without a factor, in an organization that does not require one, in with the password alone', async () => {
    const { access_token, secondFactor } = await signIn(demoPhysio.email);
    expect(secondFactor).toBeNull();
    expect((await patientList(access_token)).statusCode).toBe(200);
  });

  it('enrols an authenticator app, then asks for its code after the password before any patient data', async () => {
    const email = await newPhysio('app.physio');
    const first = await signIn(email);
    // A wrong first code enrols nothing.
    const started = totpEnrolmentResponse.parse(
      (await inject('POST', '/specialists/second-factors/totp', first.access_token, {})).json(),
    );
    const wrong = await inject('POST', `/specialists/second-factors/totp/${started.id}/confirm`, first.access_token, {
      code: '000000' === (await generate({ secret: started.secret })) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].constraints).toHaveProperty('invalid');

    const enrolled = await enrolApp(first.access_token);
    expect(enrolled.recoveryCodes).toHaveLength(10);
    // The password's token is signed out; the new one has its second factor.
    expect((await patientList(first.access_token)).statusCode).toBe(401);
    expect((await patientList(enrolled.access_token)).statusCode).toBe(200);

    const again = await signIn(email);
    expect(again.secondFactor).toEqual({ step: 'present', methods: ['totp'], recoveryCodes: true });
    const refused = await patientList(again.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'A second factor is required',
      statusCode: 403,
      errors: [{ property: 'session', constraints: { 'second-factor-required': 'A second factor is required' } }],
    });
    // So is one patient's record, and the refusal is in the access log under that patient.
    const patientId = seededOrganization(server.summary, 0).patientIds[0] ?? '';
    expect((await inject('GET', `/patients/list/${patientId}`, again.access_token)).statusCode).toBe(403);
    const denied = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.patientId, patientId), eq(auditLog.action, 'denied:second-factor')));
    expect(denied).toHaveLength(1);
    // Enrolling another factor needs the second factor too, or a password would be enough to add one.
    expect((await inject('POST', '/specialists/second-factors/totp', again.access_token, {})).statusCode).toBe(403);

    // The code the app showed at enrolment was taken: it is refused now.
    const replayed = await inject('POST', '/users/second-factor/totp', again.access_token, {
      code: await generate({ secret: enrolled.secret, epoch: (await lastStepOf(email)) * 30 }),
    });
    expect(replayed.statusCode).toBe(400);
    const presented = await inject('POST', '/users/second-factor/totp', again.access_token, {
      code: await codeAfter(enrolled.secret, await lastStepOf(email)),
    });
    expect(presented.statusCode, presented.body).toBe(200);
    const strong = secondFactorDoneResponse.parse(presented.json());
    expect(strong.recoveryCodes).toBeNull();
    expect((await patientList(strong.access_token)).statusCode).toBe(200);
    expect((await patientList(again.access_token)).statusCode).toBe(401);
  });

  it('refuses the socket to a session without its second factor', async () => {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { access_token } = await signIn(demoTotpPhysio.email);
    const socket = io(url, { path: socketPath, auth: { token: access_token }, transports: ['websocket'], reconnection: false });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    socket.disconnect();
    expect(error.message).toBe('second-factor-required');
  });

  it('signs the README physio in with the password and the code of the app whose secret README gives', async () => {
    const { access_token, secondFactor } = await signIn(demoTotpPhysio.email);
    expect(secondFactor).toEqual({ step: 'present', methods: ['totp'], recoveryCodes: false });
    const presented = await inject('POST', '/users/second-factor/totp', access_token, {
      code: await codeAfter(demoTotpPhysio.totpSecret, await lastStepOf(demoTotpPhysio.email)),
    });
    expect(presented.statusCode, presented.body).toBe(200);
  });

  it('stops guessing app codes after five wrong ones, even before a right one', async () => {
    const email = await newPhysio('guessed.physio');
    const { secret } = await enrolApp((await signIn(email)).access_token);
    const { access_token } = await signIn(email);
    const right = await codeAfter(secret, await lastStepOf(email));
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await inject('POST', '/users/second-factor/totp', access_token, { code: wrong })).statusCode).toBe(400);
    }
    expect((await inject('POST', '/users/second-factor/totp', access_token, { code: right })).statusCode).toBe(429);
    expect(
      (await inject('POST', '/users/second-factor/recovery-code', access_token, { code: 'AAAA-BBBB-CCCC' })).statusCode,
    ).toBe(429);
  });

  it('takes each recovery code once, and a new set spends the old one', async () => {
    const email = await newPhysio('recovering.physio');
    const { recoveryCodes, access_token: strong } = await enrolApp((await signIn(email)).access_token);
    const [code, other] = recoveryCodes ?? [];
    const first = await signIn(email);
    // Written in lower case and without dashes it is the same code.
    const used = await inject('POST', '/users/second-factor/recovery-code', first.access_token, {
      code: (code ?? '').toLowerCase().replace(/-/g, ' '),
    });
    expect(used.statusCode, used.body).toBe(200);
    const second = await signIn(email);
    expect((await inject('POST', '/users/second-factor/recovery-code', second.access_token, { code })).statusCode).toBe(400);
    const listed = secondFactorsResponse.parse((await inject('GET', '/specialists/second-factors', strong)).json());
    expect(listed.recoveryCodesLeft).toBe(9);

    const renewed = await inject(
      'POST',
      '/specialists/second-factors/recovery-codes',
      secondFactorDoneResponse.parse(used.json()).access_token,
      {},
    );
    expect(renewed.statusCode).toBe(200);
    expect(recoveryCodesResponse.parse(renewed.json()).recoveryCodes).toHaveLength(10);
    expect((await inject('POST', '/users/second-factor/recovery-code', second.access_token, { code: other })).statusCode).toBe(
      400,
    );
  });

  it('enrols a passkey and signs in with the password and the passkey; an assertion is taken once', async () => {
    const email = await newPhysio('passkey.physio');
    const authenticator = softwareAuthenticator(portalOrigin);
    const first = await signIn(email);
    const options = passkeyOptionsResponse.parse(
      (await inject('POST', '/specialists/second-factors/passkey/options', first.access_token, {})).json(),
    ) as {
      challenge: string;
      rp: { id: string };
    };
    expect(options.rp.id).toBe('localhost');
    const enrolled = await inject('POST', '/specialists/second-factors/passkey', first.access_token, {
      name: 'Arbetsdatorn',
      credential: authenticator.register(options),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const strong = secondFactorDoneResponse.parse(enrolled.json());
    expect(strong.recoveryCodes).toHaveLength(10);
    const listed = secondFactorsResponse.parse((await inject('GET', '/specialists/second-factors', strong.access_token)).json());
    expect(listed.factors.map((factor) => [factor.kind, factor.name])).toEqual([['passkey', 'Arbetsdatorn']]);

    const again = await signIn(email);
    expect(again.secondFactor).toEqual({ step: 'present', methods: ['passkey'], recoveryCodes: true });
    const request = passkeyOptionsResponse.parse(
      (await inject('POST', '/users/second-factor/passkey/options', again.access_token, {})).json(),
    ) as {
      challenge: string;
      rpId: string;
    };
    const assertion = authenticator.authenticate(request);
    const presented = await inject('POST', '/users/second-factor/passkey', again.access_token, { credential: assertion });
    expect(presented.statusCode, presented.body).toBe(200);
    expect((await patientList(secondFactorDoneResponse.parse(presented.json()).access_token)).statusCode).toBe(200);

    // The same answer again finds its challenge used; a passkey from another origin's ceremony is refused.
    const third = await signIn(email);
    expect((await inject('POST', '/users/second-factor/passkey', third.access_token, { credential: assertion })).statusCode).toBe(
      400,
    );
    const fresh = passkeyOptionsResponse.parse(
      (await inject('POST', '/users/second-factor/passkey/options', third.access_token, {})).json(),
    ) as { challenge: string; rpId: string };
    const phished = softwareAuthenticator('http://evil.test');
    const forged = { ...phished.authenticate(fresh), id: authenticator.credentialId, rawId: authenticator.credentialId };
    expect((await inject('POST', '/users/second-factor/passkey', third.access_token, { credential: forged })).statusCode).toBe(
      400,
    );
  });

  it('removes a factor with a strong session only; without factors, the password is enough again', async () => {
    const email = await newPhysio('removing.physio');
    const { access_token: strong } = await enrolApp((await signIn(email)).access_token);
    const listed = secondFactorsResponse.parse((await inject('GET', '/specialists/second-factors', strong)).json());
    const id = listed.factors[0]?.id ?? '';
    const weak = await signIn(email);
    expect((await inject('DELETE', `/specialists/second-factors/${id}`, weak.access_token)).statusCode).toBe(403);
    // Another user's factor is not found.
    expect(
      (await inject('DELETE', `/specialists/second-factors/${id}`, (await signIn(demoPhysio.email)).access_token)).statusCode,
    ).toBe(404);
    const removed = await inject('DELETE', `/specialists/second-factors/${id}`, strong);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual([]);
    const after = await signIn(email);
    expect(after.secondFactor).toBeNull();
    expect((await patientList(after.access_token)).statusCode).toBe(200);
  });

  it('leads the staff of an organization that requires a second factor to enrol one before anything else', async () => {
    const south = seededOrganization(server.summary, 0).id;
    const email = await newPhysio('required.physio');
    const physio = await signIn(demoPhysio.email);
    expect(
      (await inject('PUT', `/organizations/${south}/second-factor`, physio.access_token, { required: true })).statusCode,
    ).toBe(403);
    const admin = await signIn(demoAdmins.organization);
    expect(
      (await inject('GET', `/organizations/${seededOrganization(server.summary, 1).id}/second-factor`, admin.access_token))
        .statusCode,
    ).toBe(404);
    const set = await inject('PUT', `/organizations/${south}/second-factor`, admin.access_token, { required: true });
    expect(set.json()).toEqual({ required: true });

    try {
      const weak = await signIn(email);
      expect(weak.secondFactor).toEqual({ step: 'enrol' });
      const refused = await patientList(weak.access_token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].constraints).toHaveProperty('second-factor-enrolment-required');
      expect(
        secondFactorsResponse.parse((await inject('GET', '/specialists/second-factors', weak.access_token)).json()).required,
      ).toBe(true);
      // The admin who set it is staff of that organization too, and is led to enrol like everyone else.
      expect((await patientList(admin.access_token)).statusCode).toBe(403);
      const { access_token } = await enrolApp(weak.access_token);
      expect((await patientList(access_token)).statusCode).toBe(200);
    } finally {
      await server.database.db.update(organizations).set({ requiresSecondFactor: false });
    }
  });
});

describe('BankID and the second factor', () => {
  let server: TestServer;
  let double: GrandIdDouble;
  beforeAll(async () => {
    ({ server, double } = await startServerWithGrandId());
  });
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  it('counts as strong: a physio with an app is served patient data after BankID alone', async () => {
    const signIn = async () =>
      staffSignInResponse.parse(
        (
          await server.app.inject({
            method: 'POST',
            url: '/users/sign-in',
            payload: { email: demoPhysio.email, password: demoPhysio.password },
          })
        ).json(),
      );
    const first = await signIn();
    const started = totpEnrolmentResponse.parse(
      (
        await server.app.inject({
          method: 'POST',
          url: '/specialists/second-factors/totp',
          headers: bearer(first.access_token),
          payload: {},
        })
      ).json(),
    );
    const confirmed = await server.app.inject({
      method: 'POST',
      url: `/specialists/second-factors/totp/${started.id}/confirm`,
      headers: bearer(first.access_token),
      payload: { code: await generate({ secret: started.secret }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const weak = await signIn();
    expect(weak.secondFactor?.step).toBe('present');
    expect((await server.app.inject({ url: '/specialists/patients/list', headers: bearer(weak.access_token) })).statusCode).toBe(
      403,
    );

    const { login } = await finishGrandIdLogin(
      await server.app.inject({ url: '/third-party/grand-id/session/specialists' }),
      demoPhysio.bankId.replace('-', ''),
    );
    const signed = await server.app.inject({ method: 'POST', url: '/third-party/grand-id/sign-in/specialists', payload: login });
    expect(signed.statusCode, signed.body).toBe(200);
    const token = (signed.json() as { access_token: string }).access_token;
    expect((await server.app.inject({ url: '/specialists/patients/list', headers: bearer(token) })).statusCode).toBe(200);
  });
});
