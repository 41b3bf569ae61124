import { appointmentRoutes } from './modules/appointments/routes';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { authPlugin } from './auth/plugin';
import { compressJsonAnswers, sendDrawnPage } from './compression';
import { memoryFailureCounts, redisFailureCounts } from './auth/throttle';
import type { Db, PoolStats } from './db/client';
import { errorHandler } from './errors';
import { defaultMetricsAllow, operations } from './operations';
import { securityHeaders } from './security-headers';
import type { Mailer } from './mail/mailer';
import { activityRoutes } from './modules/activities/routes';
import { attentionRoutes } from './modules/attention/routes';
import { followUpRoutes } from './modules/follow-ups/routes';
import { authRoutes } from './modules/auth/routes';
import { chatRoutes } from './modules/chats/routes';
import { resyncAudited } from './modules/chats/resync';
import { chatFilesDir, diskStorage, type FileStorage } from './modules/chats/storage';
import type { GrandIdClient } from './modules/grandid/client';
import { grandIdRoutes } from './modules/grandid/routes';
import { journalRoutes, noteTemplateRoutes } from './modules/journal/routes';
import { ownRecordRoutes } from './modules/journal/own-record';
import { notificationRoutes } from './modules/notifications/routes';
import { todayDrawer, type DrawToday } from './modules/patient-app/drawn-today';
import { patientAppRoutes } from './modules/patient-app/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { logReviewRoutes } from './modules/organizations/log-review-routes';
import { patientRoutes } from './modules/patients/routes';
import { patientInvitationRoutes } from './modules/patients/invitation-routes';
import { physioRoutes } from './modules/physios/routes';
import { accountRoutes } from './modules/account/routes';
import { profileRoutes } from './modules/profile/routes';
import { secondFactorRoutes } from './modules/second-factor/routes';
import { specialistRoutes } from './modules/specialists/routes';
import { startRealtime, type Realtime } from './realtime/hub';
import { validatorCompiler } from './validation';
import { libraryRoutes } from './modules/library/routes';
import { programRoutes } from './modules/programs/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { loadVapid } from './modules/reminders/vapid';
import { diskMediaStorage, mediaDir, type MediaStorage } from './storage/media-storage';

export interface AppOptions {
  db: Db;
  /** Signs and checks access tokens. */
  jwtSecret: Uint8Array;
  mailer: Mailer;
  /** Where uploaded photos are kept. */
  dataDir: string;
  /** Folder of the built portal to serve; omitted in API-only tests. */
  portalDir?: string;
  /** Folder of the built patient app, served at /app/; omitted in API-only tests. */
  patientAppDir?: string;
  version?: string;
  /** The process's logger; tests run without one. */
  logger?: FastifyBaseLogger;
  /** redis://… so real-time events reach sockets on every server process. */
  redisUrl?: string;
  /** Prefix of this deployment's Redis channels. */
  redisPrefix?: string;
  /** Largest chat file, in bytes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes?: number;
  /** Where chat files are kept; the data folder by default. */
  fileStorage?: FileStorage;
  /** Where the exercise library's pictures and video are kept; the data folder by default. */
  mediaStorage?: MediaStorage;
  /** The portal's public address, for links in mails and the BankID return (PUBLIC_URL). */
  portalUrl?: string;
  /** GrandID for BankID sign-in; without it BankID is reported as disabled. */
  grandId?: GrandIdClient;
  /** Address ranges that may read /metrics (METRICS_ALLOW); loopback by default. */
  metricsAllow?: readonly string[];
  /** The PostgreSQL pool's connections, shown in /metrics. */
  poolStats?: () => PoolStats;
  /** How long a client may take; tests shorten them. */
  timeouts?: Partial<ConnectionTimeouts>;
  /** The VAPID public key the app subscribes its pushes with; the one generated into the data folder by default. */
  vapidPublicKey?: string;
}

/**
 * How long a client may take before its connection is cut, so slow clients cannot hold connections open
 * (ASVS 13): the headers, the whole request (a 10 MB chat file on a slow phone fits), and a socket with
 * nothing on it (above socket.io's 25 s ping and a long poll's wait).
 */
export interface ConnectionTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
}
export const defaultTimeouts: ConnectionTimeouts = { headersMs: 10_000, requestMs: 120_000, idleMs: 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends socket events to users, across processes when Redis is set. */
    realtime: Realtime;
  }
}

/** Chat files up to 10 MB unless UPLOAD_MAX_BYTES says otherwise. */
export const defaultUploadMaxBytes = 10 * 1024 * 1024;

/** JSON bodies are small forms; a photo goes through multipart with its own limit. */
const bodyLimit = 100 * 1024;

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp({
  db,
  jwtSecret,
  mailer,
  dataDir,
  portalDir,
  patientAppDir,
  version = '0.0.0',
  logger,
  redisUrl,
  redisPrefix,
  uploadMaxBytes = defaultUploadMaxBytes,
  fileStorage = diskStorage(chatFilesDir(dataDir)),
  mediaStorage = diskMediaStorage(mediaDir(dataDir)),
  portalUrl = 'http://localhost:8080',
  grandId,
  metricsAllow = defaultMetricsAllow,
  poolStats,
  timeouts,
  vapidPublicKey,
}: AppOptions) {
  const { headersMs, requestMs, idleMs } = { ...defaultTimeouts, ...timeouts };
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit,
    return503OnClosing: true,
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    // Node checks the headers' and the request's time limits this often (30 s unless told), so a limit holds to about a second.
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, headersMs) },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await securityHeaders(app, portalUrl);
  // Before every route, so each call's JSON answer passes through it.
  await compressJsonAnswers(app);

  // One multipart parser for the whole app; each route reads parts with its own limits.
  await app.register(multipart, { limits: { fileSize: uploadMaxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 } });

  const hub = startRealtime(app.server, {
    db,
    secret: jwtSecret,
    redisUrl,
    redisPrefix,
    log: logger,
    // A reconnecting socket catches up on the chat messages it missed.
    resync: (session, afterSeq, caller) => resyncAudited(db, session, afterSeq, caller),
  });
  await operations(app, { db, version, metricsAllow, socketClients: () => hub.io.engine.clientsCount, poolStats });
  app.decorate('realtime', hub.realtime);
  // Sockets end before the HTTP server closes, or open websockets would hold it.
  app.addHook('preClose', () => hub.close());

  // The portal at the root and the patient app at /app/, each a single-page app built beside the server.
  const sites = builtSites(portalDir, patientAppDir, grandId !== undefined);
  if (sites.length > 0) {
    // A page address the browser navigates to (typed, reloaded) is the app's even when a call shares
    // the path (/chats, /organizations): calls are fetched, never navigated to. Added before the
    // authentication hook so a navigation is never refused for lack of a bearer token.
    const drawToday = patientAppDir && existsSync(patientAppDir) ? await todayDrawer(patientAppDir, db, jwtSecret) : undefined;
    app.addHook('onRequest', async (request, reply) => {
      const site = siteOf(sites, request.url);
      if (site && request.method === 'GET' && request.headers['sec-fetch-mode'] === 'navigate' && request.headers.accept?.includes('text/html')) {
        const drawn = drawToday && pathOf(request.url) === patientAppPrefix ? await drawnOrNothing(drawToday, request) : undefined;
        // Drawn with the patient's health data: kept by no cache, for no other reader.
        if (drawn) return sendDrawnPage(request, reply.header('cache-control', 'no-store'), drawn);
        reply.sendFile(pageOf(site, request.url), site.root);
        return reply;
      }
    });
  }
  await app.register(authPlugin, { db, secret: jwtSecret });
  // Wrong passwords and join attempts are counted where every process sees them.
  const failures = redisUrl ? redisFailureCounts(redisUrl, redisPrefix ?? 'rehab') : memoryFailureCounts();
  app.addHook('onClose', () => failures.close());
  await app.register(authRoutes, { db, secret: jwtSecret, mailer, failures });
  await app.register(secondFactorRoutes, { db, secret: jwtSecret, realtime: hub.realtime, failures, portalUrl });
  await app.register(profileRoutes, { db, dataDir, secret: jwtSecret, mailer, failures, realtime: hub.realtime, grandId });
  await app.register(accountRoutes, { db, secret: jwtSecret, mailer, failures, realtime: hub.realtime, grandId, portalUrl });
  await app.register(specialistRoutes, { db });
  await app.register(patientRoutes, { db });
  await app.register(patientInvitationRoutes, { db, mailer, portalUrl });
  await app.register(journalRoutes, { db });
  await app.register(noteTemplateRoutes, { db });
  await app.register(ownRecordRoutes, { db });
  await app.register(activityRoutes, { db });
  await app.register(attentionRoutes, { db });
  await app.register(followUpRoutes, { db });
  await app.register(chatRoutes, { db, realtime: hub.realtime, storage: fileStorage, uploadMaxBytes });
  await app.register(notificationRoutes, { db });
  await app.register(patientAppRoutes, { db, secret: jwtSecret, realtime: hub.realtime, mailer, failures, dataDir });
  await app.register(organizationRoutes, { db });
  await app.register(logReviewRoutes, { db });
  await app.register(libraryRoutes, { db, storage: mediaStorage });
  await app.register(programRoutes, { db, storage: mediaStorage });
  await app.register(reminderRoutes, { db, vapidPublicKey: vapidPublicKey ?? loadVapid(undefined, dataDir, 'mailto:no-reply@rehab.local').publicKey });
  await app.register(physioRoutes, { db, dataDir, mailer, portalUrl });
  await app.register(grandIdRoutes, { db, secret: jwtSecret, grandId, portalUrl });
  await app.register(appointmentRoutes, { db, mailer, appUrl: `${portalUrl}/app/` });

  for (const [index, site] of sites.entries()) {
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      // One reply.sendFile for every site; it takes the site's folder.
      decorateReply: index === 0,
      wildcard: false,
      // The build wrote a brotli and a gzip copy of each text file; the one the browser accepts is sent as it
      // is (with vary: accept-encoding). Those copies are no addresses of their own, and source maps,
      // kept for error reporting, are not served.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
      // A file whose name carries its content's hash never changes; index.html, and the patient app's
      // service worker (sw.js) and manifest, are asked again each time, so a new release is picked up at once.
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.header('cache-control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  // Each app is a single-page app: every other page address under it gets its index.html.
  app.setNotFoundHandler((request, reply) => {
    const site = siteOf(sites, request.url);
    if (site && request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return reply.sendFile(pageOf(site, request.url), site.root);
    }
    return reply.code(404).send({ message: 'Not Found', statusCode: 404 });
  });

  return app;
}

/**
 * `signInPage`: the page of the sign-in address, drawn at build time, or index.html when not built. The build drew
 * it twice, with and without the BankID button (sign-in-bankid.html, sign-in.html), so that it is there from the
 * first paint when this server offers BankID.
 */
type Site = { root: string; prefix: string; signInPage: string };

/** The built apps there are to serve, the patient app's longer prefix first so it wins over the portal's. */
function builtSites(portalDir: string | undefined, patientAppDir: string | undefined, bankIdOffered: boolean): Site[] {
  const site = (root: string, prefix: string): Site => {
    const drawn = bankIdOffered && existsSync(join(root, 'sign-in-bankid.html')) ? 'sign-in-bankid.html' : 'sign-in.html';
    return { root, prefix, signInPage: existsSync(join(root, drawn)) ? drawn : 'index.html' };
  };
  const sites: Site[] = [];
  if (patientAppDir && existsSync(patientAppDir)) sites.push(site(patientAppDir, patientAppPrefix));
  if (portalDir && existsSync(portalDir)) sites.push(site(portalDir, '/'));
  return sites;
}

/** The page a navigation gets: sign-in already drawn, so it shows before the app's script has run; else index.html. */
function pageOf(site: Site, url: string): string {
  return pathOf(url) === `${site.prefix}sign-in` ? site.signInPage : 'index.html';
}

/** Today drawn for a signed-in patient; else, or should drawing fail, nothing: the app opens as it always does. */
async function drawnOrNothing(drawToday: DrawToday, request: FastifyRequest): Promise<string | undefined> {
  try {
    return await drawToday(request);
  } catch (error) {
    request.log.warn({ err: error }, 'Drawing today failed; the app draws it instead');
    return undefined;
  }
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Where the patient app lives; /app itself belongs to it too. */
const patientAppPrefix = '/app/';

function siteOf(sites: Site[], url: string): Site | undefined {
  const path = pathOf(url);
  return sites.find((site) => path.startsWith(site.prefix) || `${path}/` === site.prefix);
}
