import type { z } from 'zod/mini';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { apiFetch } from './fetcher';

/** A page of a paged list call (the contract's `page`). */
type Page = { items: unknown[]; total: number; nextCursor: string | null };
type PageSchema = z.ZodMiniType<Page>;

/** The URL of the page after `cursor` (null for the first page). */
export type PageUrl = (cursor: string | null) => string;

/** SWR's page keys: the next page's URL until a page has no `nextCursor`. */
const pageKeys = (pageUrl: PageUrl) => (_index: number, previous: Page | null) =>
  previous && previous.nextCursor === null ? null : pageUrl(previous?.nextCursor ?? null);

/** The cache key of a `usePages` list, for `mutate` from elsewhere (a socket event, a change made on another screen). */
export const pagesKey = (pageUrl: PageUrl) => unstable_serialize(pageKeys(pageUrl));

/**
 * A paged list read as the reader asks for more (SWR's infinite loading): the rows so far, the list's
 * total, and `loadMore` for the next page.
 */
export function usePages<Schema extends PageSchema>(pageUrl: PageUrl, schema: Schema) {
  const pages = useSWRInfinite<z.infer<Schema>>(pageKeys(pageUrl), (url: string) => apiFetch(url, schema),
    // Pages already read are not read again on every change; new filters show the last rows until their own arrive.
    { revalidateFirstPage: false, keepPreviousData: true },
  );
  const items = (pages.data?.flatMap((page) => page.items) ?? []) as z.infer<Schema>['items'];
  return {
    ...pages,
    items,
    total: pages.data?.[0]?.total,
    hasMore: Boolean(pages.data?.at(-1)?.nextCursor),
    isLoadingMore: pages.size > (pages.data?.length ?? 0) && !pages.error,
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}

/** Every row of a paged list, following the pages to the end (for views that show a whole, bounded range). */
export async function fetchAllPages<Schema extends PageSchema>(pageUrl: PageUrl, schema: Schema): Promise<z.infer<Schema>['items']> {
  const items: unknown[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await apiFetch(pageUrl(cursor), schema);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items as z.infer<Schema>['items'];
}
