import { socketPath, type ChatMessage, type ClientToServerEvents, type ServerToClientEvents } from '@rehab/contract';
import { io, type Socket } from 'socket.io-client';

export type InboxSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface InboxOptions {
  /** Called once per message, whether it came live or by a resync. */
  onMessage?: (message: ChatMessage, via: 'live' | 'resync') => void;
  /** Only websockets: no sticky sessions needed behind a load balancer. */
  websocketOnly?: boolean;
  /** Resync from here (the seq of the last message already shown), 0 for everything recent. */
  afterSeq?: number;
}

/**
 * A client of the Inbox that loses nothing: it keeps the highest message seq
 * it has seen, and every time it (re)connects without socket.io's own state
 * recovery it asks the server for what came after. Messages are handed on once
 * each, whatever the path they came by. Reconnects with docs/rules/live-updates.md's backoff.
 */
export function connectInbox(url: string, token: string, { onMessage, websocketOnly = false, afterSeq = 0 }: InboxOptions = {}) {
  const seen = new Set<string>();
  const state = { lastSeq: afterSeq, resyncs: 0 };
  const socket: InboxSocket = io(url, {
    path: socketPath,
    auth: { token },
    timeout: 20_000,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    ...(websocketOnly && { transports: ['websocket'] }),
  });

  const accept = (message: ChatMessage, via: 'live' | 'resync') => {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    state.lastSeq = Math.max(state.lastSeq, message.seq);
    onMessage?.(message, via);
  };

  // Live messages that arrive during a resync wait for it, so messages are handed on in order.
  let held: ChatMessage[] | null = null;

  async function resync() {
    state.resyncs += 1;
    held ??= [];
    try {
      await fetchMissed();
    } finally {
      const waiting = held ?? [];
      held = null;
      for (const message of waiting.sort((a, b) => a.seq - b.seq)) accept(message, 'live');
    }
  }

  async function fetchMissed() {
    // Bounded: a page is 500 messages; 20 pages is far more than a client ever misses.
    for (let page = 0; page < 20; page += 1) {
      const response = await socket.timeout(10_000).emitWithAck('messages:resync', { afterSeq: state.lastSeq });
      if ('error' in response) throw new Error(response.error);
      for (const message of response.messages) accept(message, 'resync');
      if (!response.more) return;
    }
  }

  socket.on('message:new', ({ message }) => {
    if (held) held.push(message);
    else accept(message, 'live');
  });
  socket.on('connect', () => {
    if (!socket.recovered) resync().catch(() => setTimeout(() => socket.disconnect().connect(), 1000));
  });

  return {
    socket,
    state,
    /** Waits until the first connection is made, or fails with the server's refusal. */
    connected: () =>
      new Promise<void>((resolve, reject) => {
        if (socket.connected) return resolve();
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
    close: () => socket.disconnect(),
  };
}
