import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@rehab/web/language';

const localesDir = new URL('../../../../locales/', import.meta.url);

type Texts = { [key: string]: string | Texts };

/** Every key of a namespace's texts, nested keys joined with dots. */
function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const namespaces = (language: string) => readdirSync(new URL(`${language}/`, localesDir)).sort();
const texts = (language: string, file: string) =>
  JSON.parse(readFileSync(new URL(`${language}/${file}`, localesDir), 'utf8')) as Texts;

// The portal loads the texts of the reader's language only, so a key missing in one language would show as a key.
describe('locales', () => {
  it('have the same namespaces in every language', () => {
    for (const language of languages) expect(namespaces(language)).toEqual(namespaces('sv'));
  });

  it.each(namespaces('sv'))('%s has the same keys in Swedish and English', (file) => {
    expect(keysOf(texts('en', file)).sort()).toEqual(keysOf(texts('sv', file)).sort());
  });
});
