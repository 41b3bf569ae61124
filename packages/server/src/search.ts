import { and, sql, type SQL } from 'drizzle-orm';

/** Escapes LIKE's wildcards, so a searched `%` or `_` means itself. */
export const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The words of a search, at most ten. */
export const searchWords = (search: string | undefined) => (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);

/**
 * Every word of the search within `folded`, a text already folded with migration 0007's `search_fold`
 * (lower case, no accents), each word folded alike; undefined for an empty search. A trigram index on
 * `folded` serves it.
 */
export function foldedTextContains(folded: SQL, search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${folded} like '%' || search_fold(${likeLiteral(word)}) || '%'`));
}
