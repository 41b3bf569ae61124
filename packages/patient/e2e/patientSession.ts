import {
  accessTokenResponse,
  patientWeekResponse,
  secondFactorDoneResponse,
  staffSignInResponse,
  type PatientListItem,
  type PatientTask,
} from '@rehab/contract';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { z } from 'zod/mini';
import { allPatients, demoPhysio } from '@rehab/test-kit/session';

/** Every seeded patient signs in with this password (README). */
export const demoPatientPassword = 'Patient-demo-2026';

/** A call to the suite's server with a bearer token, its answer parsed with the contract's schema. */
export async function api<Schema extends z.ZodMiniType>(
  token: string,
  path: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.infer<Schema>> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  // A JSON type only with a body: the server refuses an empty body said to be JSON.
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(`${inject('baseUrl')}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}

async function signIn(path: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status} for ${email}`);
  return accessTokenResponse.parse(await response.json()).access_token;
}

export const physioToken = () => signIn('/users/sign-in', demoPhysio.email, demoPhysio.password);
/** README's physio with an authenticator app, and the app's secret README gives. */
const appPhysio = { email: 'johan.berg@demo.se', secret: 'JOHANBERGDEMOTOTPJOHANBERGDEMO23' };

/**
 * Another seeded physio (README's staff), who shares the demo physio's password; the one with an authenticator app
 * gives its code next, as README says. A code is taken once: should this step's be spent, the next step's is sent.
 */
export async function staffToken(email: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPhysio.password }),
  });
  if (!response.ok) throw new Error(`/users/sign-in answered ${response.status} for ${email}`);
  const { access_token, secondFactor } = staffSignInResponse.parse(await response.json());
  if (!secondFactor) return access_token;
  if (email !== appPhysio.email) throw new Error(`${email} is asked for a second factor README does not give`);
  // The server runs on the suite's fixed clock: the app's code is the one of the server's time.
  const serverNow = Date.now() + inject('clockOffsetMs');
  for (const step of [0, 1]) {
    const code = await generate({ secret: appPhysio.secret, epoch: Math.floor(serverNow / 1000) + step * 30 });
    const presented = await fetch(`${inject('baseUrl')}/users/second-factor/totp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ code }),
    });
    if (presented.ok) return secondFactorDoneResponse.parse(await presented.json()).access_token;
  }
  throw new Error(`the authenticator app's code was refused for ${email}`);
}
export const patientToken = (email: string) => signIn('/patient-app/sign-in', email, demoPatientPassword);

export type DemoPatient = PatientListItem & { token: string; task: PatientTask };

/**
 * An active patient with a strength exercise planned for today, the first from `from` (a fraction) of the
 * list by id, before `to`: the portal's files take theirs from either end, so what a file here marks done is
 * in no picture of theirs, and each file here starts from a fraction of its own. `accept` can ask more of the patient.
 */
export async function patientWithExerciseToday(
  token: string,
  {
    from = 0.5,
    to = 1,
    accept = () => Promise.resolve(true),
  }: { from?: number; to?: number; accept?: (patient: DemoPatient) => Promise<boolean> } = {},
): Promise<DemoPatient> {
  const active = (await allPatients(token))
    .filter((patient) => patient.status === 'active')
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const patient of active.slice(Math.floor(active.length * from), Math.floor(active.length * to))) {
    const ownToken = await patientToken(patient.email);
    const week = await api(ownToken, '/patient-app/week', patientWeekResponse);
    const task = week.tasks.find(
      (each) => each.bookedDate === week.today && each.status === 'planned' && each.exercise?.type === 'strength',
    );
    const candidate = task && week.treatmentEnd === null ? { ...patient, token: ownToken, task } : undefined;
    if (candidate && (await accept(candidate))) return candidate;
  }
  throw new Error(`no active patient from ${from} to ${to} of the list has a strength exercise planned today`);
}

/** Resolves once a service worker controls the page (it claims the page it was installed from). */
export const controlledByServiceWorker = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
