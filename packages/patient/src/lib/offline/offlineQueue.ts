import type { z } from 'zod/mini';

/**
 * What sending one queued item came to: sent (or already done on the server), to be tried again later, or
 * refused for good, with why in the sender's own terms so the patient can be told.
 */
export type SendOutcome<Reason extends string = string> = 'sent' | 'retry' | { refused: Reason };

export type QueuedItem<Item> = {
  /** One entry per key: queuing the same thing twice keeps the first. */
  key: string;
  /** Whose it is: only the patient who queued it may send it. */
  owner: string;
  item: Item;
};

export type Refused<Item, Reason extends string = string> = { item: Item; reason: Reason };

export type FlushResult<Item, Reason extends string = string> = { sent: Item[]; refused: Refused<Item, Reason>[]; left: number };

/** The parts of localStorage the queue uses, so a test can hand it its own. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type OfflineQueue<Item> = ReturnType<typeof createOfflineQueue<Item>>;

/** Every queue is stored under this prefix, so signing out can empty them all. */
const storagePrefix = 'rehab-patient-offline:';
const everyQueue = new Set<{ clear: () => void }>();

const browserStorage = (): QueueStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** What the patient queued offline, gone when they sign out: nobody else may send it. */
export function forgetOfflineQueues() {
  everyQueue.forEach((queue) => queue.clear());
  // A queue this page has not loaded yet is stored too.
  if (typeof localStorage === 'undefined') return;
  Object.keys(localStorage)
    .filter((key) => key.startsWith(storagePrefix))
    .forEach((key) => localStorage.removeItem(key));
}

/**
 * What a patient did while offline, kept in the browser (localStorage, so it survives a reload or a closed
 * app) until it can be sent. Sent in the order it was done, each item at most once: an item leaves the
 * queue as soon as the server has taken it, a flush already running (in this tab, or in another one
 * through the Web Locks API) is never started again, and the first item that cannot be sent yet stops
 * the flush, so nothing after it overtakes it. An item still waiting may be withdrawn (the patient took back
 * what they did before it was sent), but not the one being sent at that moment.
 */
export function createOfflineQueue<Item, Reason extends string = string>({
  name: queueName,
  item,
  storage = browserStorage,
}: {
  name: string;
  item: z.ZodMiniType<Item>;
  storage?: () => QueueStorage | undefined;
}) {
  const name = `${storagePrefix}${queueName}`;
  // The key of the item being sent, stored so that another tab does not withdraw it either.
  const sendingName = `${name}:sending`;
  const listeners = new Set<() => void>();
  let snapshot: QueuedItem<Item>[] | undefined;
  let running: Promise<FlushResult<Item, Reason>> | undefined;

  function read(): QueuedItem<Item>[] {
    const stored = storage()?.getItem(name);
    if (!stored) return [];
    try {
      const parsed: unknown = JSON.parse(stored);
      if (!Array.isArray(parsed)) return [];
      // An entry an older release wrote in another shape cannot be sent as it is; it is left out.
      return parsed.flatMap((entry: Partial<QueuedItem<unknown>>) => {
        const checked = item.safeParse(entry.item);
        return typeof entry.key === 'string' && typeof entry.owner === 'string' && checked.success ? [{ key: entry.key, owner: entry.owner, item: checked.data }] : [];
      });
    } catch {
      return [];
    }
  }

  function write(entries: QueuedItem<Item>[]) {
    if (entries.length === 0) storage()?.removeItem(name);
    else storage()?.setItem(name, JSON.stringify(entries));
  }

  /** Reads the stored queue again and tells every listener (another tab may have changed it). */
  function refresh() {
    snapshot = read();
    listeners.forEach((listener) => listener());
  }

  async function flushNow(
    owner: string,
    send: (item: Item) => Promise<SendOutcome<Reason>>,
    settle: () => Promise<unknown>,
  ): Promise<FlushResult<Item, Reason>> {
    const result: FlushResult<Item, Reason> = { sent: [], refused: [], left: 0 };
    // Only one flush runs at a time: a mark left by a tab closed while sending is stale.
    storage()?.removeItem(sendingName);
    for (;;) {
      // Read before each item: another tab, or the patient, may have changed the queue meanwhile.
      const next = read().find((entry) => entry.owner === owner);
      if (!next) break;
      storage()?.setItem(sendingName, next.key);
      const outcome = await send(next.item).catch((): SendOutcome<Reason> => 'retry');
      storage()?.removeItem(sendingName);
      if (outcome === 'retry') break;
      write(read().filter((entry) => entry.key !== next.key));
      if (outcome === 'sent') result.sent.push(next.item);
      else result.refused.push({ item: next.item, reason: outcome.refused });
    }
    result.left = read().filter((entry) => entry.owner === owner).length;
    // What was sent stays shown as waiting until the screens have read it back from the server.
    if (result.sent.length + result.refused.length > 0) await settle().catch(() => undefined);
    refresh();
    return result;
  }

  const queue = {
    /** The queued items, the same array until the queue changes (for useSyncExternalStore). */
    entries(): QueuedItem<Item>[] {
      snapshot ??= read();
      return snapshot;
    },
    /** Queues an item for its owner; false when one with the same key is already waiting. */
    add(owner: string, key: string, value: Item): boolean {
      const entries = read();
      if (entries.some((entry) => entry.key === key)) return false;
      write([...entries, { key, owner, item: value }]);
      refresh();
      return true;
    },
    /**
     * Takes back the owner's item with this key before it is sent; false when there is none, or it is being
     * sent right now (the server may already have it, so what undoes it has to be sent after it).
     */
    withdraw(owner: string, key: string): boolean {
      const entries = read();
      if (storage()?.getItem(sendingName) === key || !entries.some((entry) => entry.key === key && entry.owner === owner)) return false;
      write(entries.filter((entry) => entry.key !== key || entry.owner !== owner));
      refresh();
      return true;
    },
    clear() {
      write([]);
      storage()?.removeItem(sendingName);
      refresh();
    },
    refresh,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Sends the owner's items in order, one at a time, and then `settle`s (reads the screens again) before the
     * waiting marks go. Another owner's items are never sent: they wait for that patient to sign in again.
     */
    flush(
      owner: string,
      send: (item: Item) => Promise<SendOutcome<Reason>>,
      settle: () => Promise<unknown> = async () => undefined,
    ): Promise<FlushResult<Item, Reason>> {
      if (running) return running;
      const run = async (): Promise<FlushResult<Item, Reason>> => {
        const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
        const flushing = () => flushNow(owner, send, settle);
        return locks ? await locks.request(name, flushing) : flushing();
      };
      const flushing = run().finally(() => {
        running = undefined;
      });
      running = flushing;
      return flushing;
    },
  };
  everyQueue.add(queue);
  return queue;
}
