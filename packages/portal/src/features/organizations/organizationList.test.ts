import type { Organization } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { organizationList } from './organizationList';

const organization = (
  title: string,
  hash: string,
  contactName: string,
  usedLicenses: number,
  licenses: number,
): Organization => ({
  id: crypto.randomUUID(),
  title,
  hash,
  contactEmail: `${contactName.toLowerCase()}@example.se`,
  contactName,
  code: title.toUpperCase().replace(/\W/g, ''),
  licenses,
  usedLicenses,
  physioCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const all = [
  organization('Ödeshög vård', '556036-0793', 'Bo', 3, 10),
  organization('Alfa rehab', '556677-8899', 'Åsa', 9, 10),
  organization('Beta klinik', '212000-0142', 'Cecilia', 0, 0),
];

describe('organizationList', () => {
  it('sorts titles in Swedish order, Ö last', () => {
    const titles = organizationList(all, '', { column: 'title', direction: 'ascending' }, 'sv-SE').map((o) => o.title);
    expect(titles).toEqual(['Alfa rehab', 'Beta klinik', 'Ödeshög vård']);
  });

  it('sorts by the share of licenses taken, fullest first when descending', () => {
    const titles = organizationList(all, '', { column: 'licenses', direction: 'descending' }, 'sv-SE').map((o) => o.title);
    expect(titles).toEqual(['Alfa rehab', 'Ödeshög vård', 'Beta klinik']);
  });

  it('finds by organization number or contact, ignoring case', () => {
    expect(organizationList(all, '212000', { column: 'title', direction: 'ascending' }, 'sv-SE').map((o) => o.title)).toEqual([
      'Beta klinik',
    ]);
    expect(organizationList(all, 'ÅSA', { column: 'title', direction: 'ascending' }, 'sv-SE').map((o) => o.title)).toEqual([
      'Alfa rehab',
    ]);
  });
});
