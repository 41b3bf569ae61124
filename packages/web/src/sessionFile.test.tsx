// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionFileWith } from './sessionFile';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Answers each address when the test says so. */
function slowServer() {
  const waiting = new Map<string, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();
  const fetchBlob = (url: string) => new Promise<Blob>((resolve, reject) => waiting.set(url, { resolve, reject }));
  const answer = (url: string) => act(async () => waiting.get(url)?.resolve(new Blob([url])));
  const fail = (url: string) => act(async () => waiting.get(url)?.reject(new Error('500')));
  return { fetchBlob, answer, fail };
}

describe('useSessionFileWith', () => {
  it("shows a file once fetched, and never an earlier address's copy while the next loads or after it is removed", async () => {
    const server = slowServer();
    const { result, rerender } = renderHook(({ url }: { url?: string }) => useSessionFileWith(url, server.fetchBlob), { initialProps: { url: '/photos/a' } as { url?: string } });
    expect(result.current.url).toBeUndefined();
    await server.answer('/photos/a');
    expect(result.current.url).toMatch(/^blob:/);

    rerender({ url: '/photos/b' });
    expect(result.current.url).toBeUndefined();
    await server.answer('/photos/b');
    expect(result.current.url).toMatch(/^blob:/);

    rerender({ url: undefined });
    expect(result.current.url).toBeUndefined();
    expect(result.current.failed).toBe(false);
  });

  it('says a failed fetch failed, and fetches again on retry', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useSessionFileWith('/files/x', server.fetchBlob));
    await server.fail('/files/x');
    expect(result.current.failed).toBe(true);
    act(() => result.current.retry());
    expect(result.current.failed).toBe(false);
    await server.answer('/files/x');
    expect(result.current.url).toMatch(/^blob:/);
  });
});
