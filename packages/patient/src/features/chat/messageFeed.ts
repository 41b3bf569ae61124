import type { ChatMessage, ResyncResponse } from '@rehab/contract';

type FeedOptions = {
  /** Asks the server for the messages after `afterSeq`, oldest first (`messages:resync`). */
  fetchAfter: (afterSeq: number) => Promise<ResyncResponse>;
  /** Called once per message, oldest first, whether it came live or by a resync. */
  onMessage: (message: ChatMessage) => void;
};

/**
 * The patient's messages without gaps, as the server's inbox client does it: the highest seq seen is kept,
 * and after a connection that lost the socket's state (the phone slept, the network changed) the missed
 * messages are fetched from there. Live messages that arrive meanwhile wait, so the order holds.
 */
export function createMessageFeed({ fetchAfter, onMessage }: FeedOptions) {
  const handedOn = new Set<string>();
  let lastSeq = 0;
  let held: ChatMessage[] | null = null;

  /** Hands a message on once; answers whether it was new. */
  const accept = (message: ChatMessage) => {
    lastSeq = Math.max(lastSeq, message.seq);
    if (handedOn.has(message.id)) return false;
    handedOn.add(message.id);
    onMessage(message);
    return true;
  };

  return {
    /** A message the app already shows (from a call): a resync starts after it. */
    seen(seq: number) {
      lastSeq = Math.max(lastSeq, seq);
    },
    live(message: ChatMessage) {
      if (held) held.push(message);
      else accept(message);
    },
    /** Fetches what came after the last message seen; a page is full when `more` (bounded: 20 pages). Answers how many were new. */
    async resync() {
      if (held) return 0;
      held = [];
      let fetched = 0;
      try {
        for (let page = 0; page < 20; page += 1) {
          const { messages, more } = await fetchAfter(lastSeq);
          fetched += messages.filter(accept).length;
          if (!more) break;
        }
        return fetched;
      } finally {
        const waiting = held.sort((a, b) => a.seq - b.seq);
        held = null;
        waiting.forEach(accept);
      }
    },
  };
}
