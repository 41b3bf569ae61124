import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The languages the product's own content is written in: Swedish first, English beside it (decision 0023). */
export type ContentLanguage = 'sv' | 'en';

/**
 * The reader's language, from the `Accept-Language` both apps send with every call: the first of Swedish and English
 * it names, by weight; Swedish when it names neither (the product's default).
 */
export function readerLanguage(request: { headers: { 'accept-language'?: string | string[] } }): ContentLanguage {
  const header = request.headers['accept-language'];
  const ranges = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .slice(0, 200)
    .split(',')
    .map((range, position) => {
      const [tag = '', ...parameters] = range.trim().toLowerCase().split(';');
      const weight = Number(parameters.find((parameter) => parameter.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { primary: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, position };
    })
    .filter((range) => (range.primary === 'sv' || range.primary === 'en') && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  return ranges[0]?.primary === 'en' ? 'en' : 'sv';
}

/** A text in the reader's language: the English one when English is read and written, else the Swedish. */
export const inLanguage = (language: ContentLanguage, sv: string, en: string | null | undefined) => (language === 'en' && en ? en : sv);

/** The same choice in a query, for a column pair: Swedish `sv`, English `en` (empty when not written). */
export const columnInLanguage = (language: ContentLanguage, sv: AnyPgColumn, en: AnyPgColumn): SQL<string> =>
  language === 'en' ? sql<string>`coalesce(nullif(${en}, ''), ${sv})` : sql<string>`${sv}`;
