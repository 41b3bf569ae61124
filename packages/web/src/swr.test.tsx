// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type Cache } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrDefaults } from './swr';

// Updates are awaited inside act(), as React expects of a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Page = { items: string[]; nextCursor: string | null };
const pages: Record<string, Page> = {
  '/rows': { items: ['a'], nextCursor: 'b' },
  '/rows?cursor=b': { items: ['b'], nextCursor: null },
};
const readText = (url: string) => Promise.resolve(`data of ${url}`);
const readPage = (url: string) => Promise.resolve(pages[url] as Page);

/** Lets SWR's fetches resolve and React render, on fake time. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function Reader({ url }: { url: string }) {
  const { data } = useSWR(url, readText);
  return <p>{data}</p>;
}

function PagedRows() {
  const { data, size, setSize } = useSWRInfinite<Page>(
    (index, previous: Page | null) => (previous && !previous.nextCursor ? null : previous ? `/rows?cursor=${previous.nextCursor}` : '/rows'),
    readPage,
  );
  return (
    <>
      <p>{data?.flatMap((page) => page.items).join(',')}</p>
      <button onClick={() => void setSize(size + 1)}>more</button>
    </>
  );
}

let cache: Cache;
/** A write made away from any reader, as a socket event does. */
let write: (key: string, data: unknown) => Promise<unknown>;
function CacheProbe() {
  const config = useSWRConfig();
  useEffect(() => {
    cache = config.cache;
    write = (key, data) => config.mutate(key, data, { revalidate: false });
  }, [config]);
  return null;
}

/** The app's SWR setup around screens that can be shown and left. */
function Screens({ children }: { children: (shown: Record<string, boolean>) => ReactNode }) {
  const [shown, setShown] = useState<Record<string, boolean>>({ first: true, second: true });
  return (
    <SWRConfig value={swrDefaults}>
      <CacheProbe />
      {children(shown)}
      {Object.keys(shown).map((name) => (
        <button key={name} onClick={() => setShown((now) => ({ ...now, [name]: !now[name] }))}>
          {`toggle ${name}`}
        </button>
      ))}
    </SWRConfig>
  );
}

const toggle = (name: string) => act(() => screen.getByRole('button', { name: `toggle ${name}` }).click());

describe('the SWR cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('forgets a key 60 s after its last reader leaves, not before', async () => {
    render(<Screens>{(shown) => shown.first && <Reader url="/profile" />}</Screens>);
    await settle();
    expect(screen.getByText('data of /profile')).toBeInTheDocument();

    await pass(5 * 60_000);
    expect(cache.get('/profile')?.data).toBe('data of /profile');

    await toggle('first');
    await pass(59_999);
    expect(cache.get('/profile')?.data).toBe('data of /profile');
    await pass(1);
    expect([...cache.keys()]).not.toContain('/profile');
  });

  it('keeps a key while any reader is left, and again when one comes back in time', async () => {
    render(
      <Screens>
        {(shown) => (
          <>
            {shown.first && <Reader url="/chats" />}
            {shown.second && <Reader url="/chats" />}
          </>
        )}
      </Screens>,
    );
    await settle();

    await toggle('first');
    await pass(2 * 60_000);
    expect(cache.get('/chats')?.data).toBe('data of /chats');

    await toggle('second');
    await pass(30_000);
    await toggle('first');
    await pass(2 * 60_000);
    expect(cache.get('/chats')?.data).toBe('data of /chats');
  });

  it('forgets data written for no reader 60 s after it was written', async () => {
    render(<Screens>{() => null}</Screens>);
    await act(() => write('/unread', 3));
    await pass(59_999);
    expect(cache.get('/unread')?.data).toBe(3);
    await pass(1);
    expect([...cache.keys()]).not.toContain('/unread');
  });

  it('keeps a paged list and every page it read while it is shown, and forgets them all after', async () => {
    render(<Screens>{(shown) => shown.first && <PagedRows />}</Screens>);
    await settle();
    await act(() => screen.getByRole('button', { name: 'more' }).click());
    await settle();
    expect(screen.getByText('a,b')).toBeInTheDocument();
    const listKeys = [...cache.keys()].sort();
    expect(listKeys).toEqual(['$inf$/rows', '/rows', '/rows?cursor=b']);

    await pass(5 * 60_000);
    expect([...cache.keys()].sort()).toEqual(listKeys);

    await toggle('first');
    await pass(60_000);
    expect([...cache.keys()]).toEqual([]);
  });
});
