import { createAdapter } from '@socket.io/redis-adapter';
import { resyncRequest, secondFactorRules, socketPath, type ClientToServerEvents, type ResyncResponse, type ServerToClientEvents } from '@rehab/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { checkAccessToken } from '../auth/plugin';
import type { Session } from '../auth/tokens';
import type { Db } from '../db/client';

interface SocketData {
  session: Session;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Sends events to users, wherever (whichever process) their sockets are. */
export interface Realtime {
  emit<E extends keyof ServerToClientEvents>(userIds: readonly string[], event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /** Closes the sockets opened with a token that was just signed out, on every process. */
  endSession(jti: string): void;
  /** Closes every socket of a user whose account was just closed, on every process. */
  endUser(userId: string): void;
}

export interface RealtimeOptions {
  db: Db;
  secret: Uint8Array;
  /** redis://… to carry events between server processes. */
  redisUrl?: string;
  /** Prefix of the Redis channels, so deployments (and test runs) sharing a Redis never meet. */
  redisPrefix?: string;
  log?: FastifyBaseLogger;
  /**
   * The messages the session's user missed after `afterSeq`, for `messages:resync`. Given by whoever
   * wires the app (the chats module answers it), so this layer knows no feature module.
   */
  resync(session: Session, afterSeq: number, caller: { ip: string | null }): Promise<ResyncResponse>;
}

/** Each user's sockets join this room; events for the user go to it. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The sockets of one access token, so sign-out can end them. */
const sessionRoom = (jti: string) => `session:${jti}`;

/**
 * socket.io on the app's own HTTP server, same origin, path /socket.io. The
 * handshake must carry a valid, unrevoked access token (`auth.token`).
 */
export function startRealtime(httpServer: HttpServer, { db, secret, redisUrl, redisPrefix = 'rehab', log, resync }: RealtimeOptions) {
  const io: RealtimeServer = new Server(httpServer, {
    path: socketPath,
    serveClient: false,
    // A short break (a network blip) is bridged by socket.io itself; longer ones resync from the database.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
  });

  const redisClients: Redis[] = [];
  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error: Error) => log?.warn({ err: error }, 'redis'));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${redisPrefix}:socket.io` }));
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const header = socket.handshake.headers.authorization;
    const token = typeof auth.token === 'string' ? auth.token : header?.startsWith('Bearer ') ? header.slice(7) : '';
    checkAccessToken(db, secret, token).then(
      (session) => {
        if (!session) return next(new Error('Unauthorized'));
        // Patient events carry patient data: a staff session without its second factor gets none (the rule's key says why).
        if (session.secondFactor) return next(new Error(secondFactorRules[session.secondFactor]));
        socket.data.session = session;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error('Unauthorized')),
    );
  });

  io.on('connection', (socket: RealtimeSocket) => {
    const { session } = socket.data;
    void socket.join([userRoom(session.userId), sessionRoom(session.jti)]);
    // The token's end is the connection's end: a socket never outlives its session.
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, session.expiresAt.getTime() - Date.now()));
    socket.on('disconnect', () => clearTimeout(expiry));

    socket.on('messages:resync', (request, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = resyncRequest.safeParse(request);
      if (!parsed.success) return ack({ error: 'afterSeq is invalid' });
      resync(session, parsed.data.afterSeq, { ip: socket.handshake.address || null }).then(ack, (error: unknown) => {
        log?.error({ err: error }, 'resync failed');
        ack({ error: 'Something went wrong' });
      });
    });

    socket.on('echo', (payload, ack) => {
      if (typeof ack === 'function') ack(payload);
    });
  });

  const realtime: Realtime = {
    emit(userIds, event, ...payload) {
      if (userIds.length === 0) return;
      io.to(userIds.map(userRoom)).emit(event, ...payload);
    },
    endSession(jti) {
      io.in(sessionRoom(jti)).disconnectSockets(true);
    },
    endUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };

  return {
    io,
    realtime,
    /** Ends every socket of this process and the Redis connections; the HTTP server is closed by Fastify. */
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
