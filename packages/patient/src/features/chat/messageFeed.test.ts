import type { ChatMessage, ResyncResponse } from '@rehab/contract';
import { describe, expect, it, vi } from 'vitest';
import { createMessageFeed } from './messageFeed';

const message = (seq: number) => ({ id: `message-${seq}`, seq }) as ChatMessage;

describe('createMessageFeed', () => {
  it('after a reconnect fetches from the last message seen, and hands on live messages that came meanwhile after it, once each', async () => {
    let answer: (response: ResyncResponse) => void = () => undefined;
    const fetchAfter = vi.fn(() => new Promise<ResyncResponse>((resolve) => (answer = resolve)));
    const onMessage = vi.fn();
    const feed = createMessageFeed({ fetchAfter, onMessage });
    feed.seen(4);
    feed.live(message(5));

    const resync = feed.resync();
    feed.live(message(8));
    feed.live(message(7));
    expect(fetchAfter).toHaveBeenCalledWith(5);
    answer({ messages: [message(6), message(7)], more: false });
    // 7 also came live meanwhile, but waited behind the resync: the resync brought both 6 and 7.
    await expect(resync).resolves.toBe(2);

    expect(onMessage.mock.calls.map(([each]) => (each as ChatMessage).seq)).toEqual([5, 6, 7, 8]);
  });

  it('reads page after page while the server has more', async () => {
    const pages: ResyncResponse[] = [
      { messages: [message(1), message(2)], more: true },
      { messages: [message(3)], more: false },
    ];
    const fetchAfter = vi.fn(() => Promise.resolve(pages.shift() ?? { messages: [], more: false }));
    const onMessage = vi.fn();
    await expect(createMessageFeed({ fetchAfter, onMessage }).resync()).resolves.toBe(3);
    expect(fetchAfter.mock.calls).toEqual([[0], [2]]);
    expect(onMessage).toHaveBeenCalledTimes(3);
  });

  it('still hands on the live messages when the resync fails', async () => {
    const onMessage = vi.fn();
    const feed = createMessageFeed({ fetchAfter: () => Promise.reject(new Error('timeout')), onMessage });
    const resync = feed.resync();
    feed.live(message(9));
    await expect(resync).rejects.toThrow('timeout');
    expect(onMessage).toHaveBeenCalledWith(message(9));
  });
});
