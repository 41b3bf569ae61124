import fc from 'fast-check';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../auth/tokens';
import type { RouteAccess } from '../auth/plugin';
import { demoAdmins } from '../db/seed';
import { users } from '../db/schema';
import { bearer, multipartBody, present, seededOrganization, startTestServer, type TestServer } from '../testing';
import * as contract from '@rehab/contract';
import { safeParse, type core } from 'zod/mini';
import { arbitraryFor, controlCharacters, type JsonSchema } from './arbitraries';
import { freeTextFields } from './free-text';
import { toJSONSchema } from 'zod/v4/core';
import { eq } from 'drizzle-orm';

/*
 * Fuzzing from the contract: every route the server registers gets requests generated from its own zod
 * schemas (through JSON Schema), with values just inside and just outside their bounds, as a system
 * admin and as a physio. The answer is never a 5xx, the process never stalls, and a refused request
 * writes nothing.
 */

/** Tables a refused request must leave as they were (the access log is written on refusal by design). */
const guardedTables = [
  'users',
  'patients',
  'organizations',
  'organization_members',
  'physio_profiles',
  'programs',
  'program_updates',
  'tasks',
  'journal_notes',
  'journal_note_versions',
  'note_templates',
  'chats',
  'chat_messages',
  'chat_files',
  'notifications',
  'feedback_items',
  'user_exercises',
  'exercises',
  'exercise_media',
  'program_line_exercises',
  'program_templates',
  'program_template_lines',
  'program_template_exercises',
  'reminder_settings',
  'push_subscriptions',
  'log_reviews',
  'log_review_items',
  'treatment_periods',
  'lesson_reads',
  'follow_ups',
];

const runsPerRoute = 12;

/** Path and query values come as a record; a generated non-object stands for "none". */
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A path value as a client sends it: a lone surrogate has no UTF-8, so it goes as the bytes a careless encoder makes of it. */
const pathPart = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\u0000')).replaceAll('%00', '%ED%A0%80');

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  return toJSONSchema(schema as Parameters<typeof toJSONSchema>[0], { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

describe('fuzzing every route from its contract', () => {
  let server: TestServer;
  let ids: string[];
  const figures = { routes: 0, cases: 0 };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
    const south = seededOrganization(server.summary, 0);
    const staff = await server.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'physio'));
    // Ids the generator may pick for path parameters, so requests reach the handlers, beside random ones.
    ids = [south.id, present(south.patientIds[0]), ...staff.map((row) => row.id)];
  });
  afterAll(() => server.close());

  const rowCounts = async () => {
    const counts = await server.database.db.execute(
      sql.raw(`select ${guardedTables.map((table) => `(select count(*) from ${table}) as "${table}"`).join(', ')}`),
    );
    return JSON.stringify(counts);
  };
  const uploads = () => {
    const dir = join(server.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort().join('|') : '';
  };
  const healthy = async () => {
    // A stalled event loop cannot answer at all; seconds, not milliseconds, tell a stall from a busy machine.
    const answer = await Promise.race([
      server.app.inject({ url: '/health' }).then((response) => response.statusCode),
      new Promise<'stalled'>((resolve) => setTimeout(() => resolve('stalled'), 5000)),
    ]);
    return answer;
  };

  it('never answers a 5xx, never stalls, and writes nothing when it refuses', async () => {
    // The patient's own routes are fuzzed as the patient, so their bodies reach the handlers.
    const patientId = present(seededOrganization(server.summary, 0).patientIds[0]);
    const physioId = present((await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'fysio@demo.se')))[0]).id;
    const systemId = present((await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAdmins.system)))[0]).id;
    const adminId = present((await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAdmins.organization)))[0]).id;
    // Sign-out is left out: it would only end the token, which each case makes anew anyway.
    const routes = server.app.routeAccess.filter((route: RouteAccess) => route.url !== '/users/sign-out');
    const failures: string[] = [];
    for (const route of routes) {
      figures.routes += 1;
      const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
      const params = jsonSchemaOf(schema.params);
      const query = jsonSchemaOf(schema.querystring);
      const body = jsonSchemaOf(schema.body);
      const writes = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      const multipart = writes && !body && route.method !== 'DELETE';
      const caseArbitrary = fc.record({
        params: params ? arbitraryFor(params, ids) : fc.constant({}),
        query: query ? arbitraryFor(query, ids) : fc.constant({}),
        body: body ? arbitraryFor(body, ids) : fc.constant(undefined),
        asSystemAdmin: fc.boolean(),
        file: fc.uint8Array({ maxLength: 256 }),
      });
      const samples = fc.sample(caseArbitrary, { numRuns: runsPerRoute, seed: 20_261_124 + figures.routes });
      for (const sample of samples) {
        figures.cases += 1;
        const pathValues = asRecord(sample.params);
        const queryValues = asRecord(sample.query);
        const url =
          route.url.replace(/:(\w+)/g, (_, name: string) => pathPart(String(pathValues[name] ?? 'x'))) +
          `?${new URLSearchParams(Object.entries(queryValues).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString()}`;
        // A route for an organization's own admins (the log review) refuses a physio before its body: its admin calls it
        // instead; the patient's own routes are fuzzed as the patient, so their bodies reach the handlers.
        const token = await issueAccessToken(
          server.jwtSecret,
          route.access === 'patient'
            ? { id: patientId, role: 'patient' }
            : sample.asSystemAdmin
              ? { id: systemId, role: 'system_admin' }
              : route.access === 'orgAdmin'
                ? { id: adminId, role: 'org_admin' }
                : { id: physioId, role: 'physio' },
        );
        const form = multipart
          ? multipartBody(
              Object.fromEntries(Object.entries(asRecord(sample.body ?? queryValues)).map(([key, value]) => [key, String(value)])),
              { field: route.url.includes('messages') ? 'file' : 'photo', name: 'fuzz.bin', type: 'application/octet-stream', content: Buffer.from(sample.file) },
            )
          : undefined;
        const [rowsBefore, filesBefore] = writes ? [await rowCounts(), uploads()] : ['', ''];
        const response = await server.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...bearer(token), ...(form?.headers ?? {}) },
          ...(form ? { payload: form.payload } : sample.body !== undefined && writes ? { payload: sample.body as object } : {}),
        });
        const what = `${route.method} ${url} ${JSON.stringify(sample.body)?.slice(0, 120) ?? ''}`;
        // 503 is a service switched off (BankID without GrandID), not a failure.
        if (response.statusCode >= 500 && response.statusCode !== 503) failures.push(`${response.statusCode} for ${what}: ${response.body.slice(0, 200)}`);
        if (writes && response.statusCode >= 400 && response.statusCode < 500) {
          if ((await rowCounts()) !== rowsBefore) failures.push(`a refused ${what} (${response.statusCode}) changed rows`);
          if (uploads() !== filesBefore) failures.push(`a refused ${what} (${response.statusCode}) left a file`);
        }
        const health = await healthy();
        if (health !== 200) failures.push(`the server did not answer /health after ${what}: ${health}`);
      }
    }
    console.log(`contract fuzzing: ${figures.routes} routes, ${figures.cases} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 180_000); // It grows with every route the server has, and a shared machine stretches each case.

  it('refuses control characters and lone surrogates in every free-text field of every request', () => {
    // The routes' own schemas, and the contract's request schemas that a handler parses itself (multipart forms).
    const routeSchemas = server.app.routeAccess.flatMap((route: RouteAccess) => {
      const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
      return [schema.params, schema.querystring, schema.body].map((each) => [`${route.method} ${route.url}`, each] as const);
    });
    const contractSchemas = Object.entries(contract).filter(([name]) => /(Body|Fields|Query|Update|Params)$/.test(name) && !name.startsWith('apiError'));
    const fields = [...routeSchemas, ...contractSchemas].flatMap(([owner, schema]) => freeTextFields(schema).map((field) => ({ ...field, owner })));
    const named = new Set(fields.map((field) => `${field.owner} ${field.path}`));
    // The fields people write in: a message, a note, a comment, an answer, a search, a profile's texts.
    for (const expected of ['sendMessageFields text', 'patientFeedbackBody note', 'patientTaskDoneBody comments', 'profileUpdateFields aboutMe', 'physioListQuery search']) {
      expect(named, expected).toContain(expected);
    }
    const accepted = fields.flatMap(({ owner, path, schema }) =>
      controlCharacters.flatMap((control) => {
        const result = safeParse(schema as unknown as core.$ZodType, `a${control}b`);
        return result.success ? [`${owner} ${path} took ${JSON.stringify(control)}`] : [];
      }),
    );
    expect(accepted).toEqual([]);
  });
});
