import type { Role } from '@rehab/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chats } from '../db/chat-schema';
import { auditLog, organizationMembers, organizations, patients, users } from '../db/schema';
import { demoAdmins, demoPhysio, demoTotpPhysio } from '../db/seed';
import { bearer, present, seededOrganization, seededStaff, startTestServer, type TestServer } from '../testing';
import { accessRoles, type RouteAccess } from './plugin';
import { issueAccessToken } from './tokens';
import { and, eq } from 'drizzle-orm';

/*
 * The authorization matrix: every route the server registers (read from the app itself, so a new route
 * is in it the moment it exists) against every kind of caller, with a target inside and outside the
 * caller's scope. What each should get comes from one policy below; a route the policy cannot classify
 * fails the test.
 */

type Actor = {
  name: string;
  /** How the caller's token is made; none for the anonymous caller. */
  token?: () => Promise<string>;
  role?: Role;
  /** The organization whose records the caller may see, and one whose they may not. */
  inside?: string;
  outside?: string;
  userId?: string;
  /** A staff session signed in with a password alone, that must still present (or enrol) its second factor. */
  secondFactor?: 'present' | 'enrol';
};

/** What a route does with the record its path names, which decides what "outside the scope" means. */
type ScopeKind = 'patient' | 'organization' | 'physio' | 'chat' | 'none';

function scopeOf({ url }: RouteAccess): ScopeKind {
  if (url.includes(':userId') || url.includes(':patientId')) return 'patient';
  if (url.startsWith('/organizations/:id')) return 'organization';
  if (url.startsWith('/physios/:id')) return 'physio';
  if (url.startsWith('/chats/:id')) return 'chat';
  return 'none';
}

/** A path parameter that names something else than the scoped record: random, so it is not found. */
const otherParams = ['taskId', 'fileId', 'name', 'noteId', 'templateId', 'exerciseId', 'mediaId', 'lineId', 'reviewId', 'followUpId'];

type Expected = 401 | 403 | 404 | 'allowed';

describe('the authorization matrix', () => {
  let server: TestServer;
  let actors: Actor[];
  let south: string;
  let north: string;
  let east: string;
  const patientOf: Record<string, string> = {};
  const physioOnlyIn: Record<string, string> = {};
  let chat: { id: string; physioId: string; patientId: string };
  const figures = { routes: 0, cases: 0 };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 8, weeks: 1 } });
    const { db } = server.database;
    [south, north, east] = [0, 1, 2].map((index) => seededOrganization(server.summary, index).id) as [string, string, string];
    // The small organization has no patients in the demo: one is added, so every caller has one outside their scope.
    const [eastPatient] = await db
      .insert(users)
      .values({ email: 'ost.patient@exempel.se', role: 'patient', firstName: 'Östen', lastName: 'Öst' })
      .returning({ id: users.id });
    await db.insert(patients).values({ userId: present(eastPatient).id, organizationId: east });
    patientOf[south] = present(seededOrganization(server.summary, 0).patientIds[0]);
    patientOf[north] = present(seededOrganization(server.summary, 1).patientIds[0]);
    patientOf[east] = present(eastPatient).id;
    physioOnlyIn[south] = seededStaff(server.summary, 'erik.holm@demo.se').id;
    physioOnlyIn[north] = seededStaff(server.summary, 'sara.nyberg@demo.se').id;
    physioOnlyIn[east] = seededStaff(server.summary, 'erik.holm@demo.se').id;
    const [seededChat] = await db.select({ id: chats.id, physioId: chats.physioId, patientId: chats.patientId }).from(chats).limit(1);
    chat = present(seededChat, 'a seeded chat');

    const mint = (userId: string, role: Role) => () => issueAccessToken(server.jwtSecret, { id: userId, role });
    const staffIds = new Map((await db.select({ id: users.id, email: users.email }).from(users)).map((row) => [row.email, row.id]));
    const staff = (email: string, role: Role, inside: string, outside: string): Actor => {
      const userId = present(staffIds.get(email), email);
      return { name: `${role} ${email}`, token: mint(userId, role), role, inside, outside, userId };
    };
    const [patientRow] = await db.select({ id: users.id }).from(users).where(eq(users.id, chat.patientId));
    const [chatPatientOrg] = await db.select({ id: patients.organizationId }).from(patients).where(eq(patients.userId, chat.patientId));
    const expired = async () => {
      // A token issued 13 hours ago has outlived its 12.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 13 * 60 * 60 * 1000);
      try {
        return await issueAccessToken(server.jwtSecret, { id: seededStaff(server.summary, demoPhysio.email).id, role: 'physio' });
      } finally {
        vi.useRealTimers();
      }
    };
    const signedOut = async () => {
      const token = await mint(seededStaff(server.summary, demoPhysio.email).id, 'physio')();
      const response = await server.app.inject({ method: 'POST', url: '/users/sign-out', headers: bearer(token), payload: {} });
      expect(response.statusCode).toBe(200);
      return token;
    };
    // Hälsoteamet Öst requires a second factor, and has a physio who has none yet.
    await db.update(organizations).set({ requiresSecondFactor: true }).where(eq(organizations.id, east));
    const [enrolling] = await db
      .insert(users)
      .values({ email: 'matris.ost@demo.se', role: 'physio', firstName: 'Matris', lastName: 'Öst' })
      .returning({ id: users.id });
    await db.insert(organizationMembers).values({ userId: present(enrolling).id, organizationId: east });
    actors = [
      { name: 'anonymous' },
      { name: 'a signed-out token', token: signedOut },
      { name: 'an expired token', token: expired },
      {
        name: 'patient',
        token: mint(present(patientRow).id, 'patient'),
        role: 'patient',
        inside: present(chatPatientOrg).id,
        outside: east,
        userId: present(patientRow).id,
      },
      staff('erik.holm@demo.se', 'physio', south, north),
      staff('sara.nyberg@demo.se', 'physio', north, south),
      staff(demoPhysio.email, 'physio', south, east),
      staff(demoAdmins.organization, 'org_admin', south, north),
      staff(demoAdmins.system, 'system_admin', south, east),
      { ...staff(demoTotpPhysio.email, 'physio', north, south), name: 'physio with an app, password only', secondFactor: 'present' },
      {
        name: 'physio of an organization that requires a second factor, none enrolled',
        token: mint(present(enrolling).id, 'physio'),
        role: 'physio',
        inside: east,
        outside: south,
        userId: present(enrolling).id,
        secondFactor: 'enrol',
      },
    ];
  });
  afterAll(() => server.close());

  /** The policy: who gets what, from the route's declared access and the record its path names. */
  function expected(route: RouteAccess, actor: Actor, scope: 'inside' | 'outside'): Expected {
    if (route.access === 'public') return 'allowed';
    if (!actor.role) return 401;
    if (!(accessRoles[route.access] as readonly Role[]).includes(actor.role)) return 403;
    // Before its second factor a session is refused everything but presenting it, signing out and, when its
    // organization requires one it has not, enrolling it.
    const before = route.beforeSecondFactor;
    if (actor.secondFactor && !(before === 'always' || (before === 'whenEnrolling' && actor.secondFactor === 'enrol'))) return 403;
    const kind = scopeOf(route);
    if (kind === 'none') return 'allowed';
    if (kind === 'chat') return actor.userId === chat.physioId || actor.userId === chat.patientId ? 'allowed' : 404;
    // The care relationship (docs/security.md#access-model): the system admin reads no patient's record; an
    // organization admin manages their patients (details, status, responsible physio, access log) but reads no
    // health data without emergency access; a physio reads their organizations' patients.
    if (kind === 'patient') {
      if (actor.role === 'system_admin') return 403;
      if (scope === 'outside') return 404;
      return actor.role === 'org_admin' && (route.record ?? 'health') === 'health' ? 403 : 'allowed';
    }
    if (actor.role === 'system_admin') return 'allowed';
    return scope === 'inside' ? 'allowed' : 404;
  }

  /** A physio made for one case, working only in this organization. */
  async function physioFor(organizationId: string): Promise<string> {
    const { db } = server.database;
    const [made] = await db
      .insert(users)
      .values({ email: `matris.${randomUUID()}@demo.se`, role: 'physio', firstName: 'Matris', lastName: 'Fall' })
      .returning({ id: users.id });
    await db.insert(organizationMembers).values({ userId: present(made).id, organizationId });
    return present(made).id;
  }

  /** The route's address with its parameters filled for this caller and scope. */
  async function address(route: RouteAccess, actor: Actor, scope: 'inside' | 'outside'): Promise<string> {
    const organization = (scope === 'inside' ? actor.inside : actor.outside) ?? south;
    const kind = scopeOf(route);
    // Removing a physio or a membership is tried on a physio made for the case, never on the demo's.
    const physio = route.method === 'DELETE' ? await physioFor(organization) : present(physioOnlyIn[organization]);
    return route.url.replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'userId' || name === 'patientId') return present(patientOf[organization]);
      if (name === 'id' && kind === 'organization') return organization;
      if (name === 'id' && kind === 'physio') return physio;
      if (name === 'id' && kind === 'chat') return chat.id;
      if (name === 'physioId') return physio;
      if (name === 'name') return `${randomUUID()}.png`;
      return randomUUID();
    });
  }

  it('gives every route and caller the answer the policy expects, inside and outside their scope', async () => {
    // Routes that close or remove something run last, so the cases before them find the demo whole.
    const routes = [...server.app.routeAccess].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE') || a.url.localeCompare(b.url),
    );
    expect(routes.length).toBeGreaterThan(50);
    // BankID's routes are public, for the portal's specialists and the app's patients alike.
    expect(routes.filter((route) => route.url.startsWith('/third-party/grand-id/')).map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /third-party/grand-id/session/patients',
      'GET /third-party/grand-id/session/specialists',
      'GET /third-party/grand-id/status',
      'POST /third-party/grand-id/sign-in/patients',
      'POST /third-party/grand-id/sign-in/specialists',
    ]);
    // The log review: drawn and saved by the organization's own admins, read by the system admin too (ids only).
    expect(routes.filter((route) => route.url.includes('/log-reviews')).map((route) => `${route.method} ${route.url} ${route.access}`).sort()).toEqual([
      'GET /organizations/:id/log-reviews admin',
      'GET /organizations/:id/log-reviews/:reviewId admin',
      'GET /organizations/:id/log-reviews/:reviewId/report.pdf admin',
      'POST /organizations/:id/log-reviews orgAdmin',
      'PUT /organizations/:id/log-reviews/:reviewId orgAdmin',
    ]);
    const failures: string[] = [];
    for (const route of routes) {
      figures.routes += 1;
      const scopes = scopeOf(route) === 'none' ? (['inside'] as const) : (['inside', 'outside'] as const);
      for (const actor of actors) {
        for (const scope of scopes) {
          const url = await address(route, actor, scope);
          const token = actor.token ? await actor.token() : undefined;
          const response = await server.app.inject({
            method: route.method as 'GET',
            url,
            headers: token ? bearer(token) : {},
            ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
          });
          figures.cases += 1;
          const want = expected(route, actor, scope);
          const got = response.statusCode;
          const hasOtherId = otherParams.some((name) => route.url.includes(`:${name}`));
          // 503 is a service the server has switched off (BankID without GrandID), never a refusal.
          const ok =
            (got < 500 || got === 503) &&
            (want === 'allowed'
              ? got !== 401 && got !== 403 && (scope === 'outside' || scopeOf(route) === 'none' || hasOtherId || got !== 404)
              : got === want);
          if (!ok) failures.push(`${route.method} ${route.url} as ${actor.name} (${scope}): ${got}, expected ${want}`);
        }
      }
    }
    console.log(`authorization matrix: ${figures.routes} routes × ${actors.length} callers, ${figures.cases} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 180_000); // It grows with every route the server has, and a shared machine stretches each case.

  it('opens every health route of one patient to an organization admin in emergency access, each read logged with its reason', async () => {
    const admin = present(actors.find((actor) => actor.role === 'org_admin'));
    const token = await present(admin.token)();
    const patientId = present(patientOf[south]);
    const reason = 'Akut fråga från patienten, ansvarig fysioterapeut är sjuk';
    const opened = await server.app.inject({ method: 'POST', url: `/patients/list/${patientId}/emergency-access`, headers: bearer(token), payload: { reason } });
    expect(opened.statusCode).toBe(201);
    const { id } = opened.json<{ id: string }>();
    // The reads of the record itself: a route that also names another thing (a note, a file) is given a random one, not found.
    const reads = server.app.routeAccess.filter(
      (route) =>
        route.method === 'GET' &&
        scopeOf(route) === 'patient' &&
        (route.record ?? 'health') === 'health' &&
        !otherParams.some((name) => route.url.includes(`:${name}`)),
    );
    expect(reads.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of reads) {
      const response = await server.app.inject({ url: await address(route, admin, 'inside'), headers: bearer(token) });
      if (response.statusCode !== 200) failures.push(`${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    const logged = await server.database.db
      .select({ reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.emergencyAccessId, id), eq(auditLog.patientId, patientId), eq(auditLog.outcome, 'allowed')));
    expect(logged).toHaveLength(reads.length);
    expect(logged.every((row) => row.reason === reason)).toBe(true);
  });

  it('answers every patient route of a physio removed from the organization with the 404 of a stranger', async () => {
    const physioId = await physioFor(south);
    const token = await issueAccessToken(server.jwtSecret, { id: physioId, role: 'physio' });
    const patientId = present(patientOf[south]);
    const before = await server.app.inject({ url: `/patients/list/${patientId}/medical-notes/list`, headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    await server.database.db.delete(organizationMembers).where(eq(organizationMembers.userId, physioId));
    const failures: string[] = [];
    for (const route of server.app.routeAccess.filter((each) => scopeOf(each) === 'patient' && each.method === 'GET')) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'userId' || name === 'patientId' ? patientId : randomUUID()));
      const response = await server.app.inject({ url, headers: bearer(token) });
      if (response.statusCode !== 404) failures.push(`${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses to start with a route that does not say who may call it', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({
      db: server.database.db,
      jwtSecret: server.jwtSecret,
      mailer: { send: async () => undefined, close: () => undefined },
      dataDir: server.dataDir,
    });
    app.get('/unclassified', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow('Routes without an access rule: GET /unclassified');
    await app.close().catch(() => undefined);
  });
});
