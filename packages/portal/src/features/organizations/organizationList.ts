import type { Organization } from '@rehab/contract';

export type OrganizationSortColumn = 'title' | 'hash' | 'contact' | 'licenses';
export type OrganizationSort = { column: OrganizationSortColumn; direction: 'ascending' | 'descending' };

const sortValue: Record<OrganizationSortColumn, (organization: Organization) => string | number> = {
  title: (organization) => organization.title,
  hash: (organization) => organization.hash,
  contact: (organization) => organization.contactName,
  // Fullest first when descending: the share of licenses taken.
  licenses: (organization) => (organization.licenses === 0 ? 0 : organization.usedLicenses / organization.licenses),
};

/** Organizations whose title, number, contact or code contain the search, sorted by one column. */
export function organizationList(
  organizations: readonly Organization[],
  search: string,
  sort: OrganizationSort,
  locale: string,
): Organization[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const value = sortValue[sort.column];
  return organizations
    .filter((organization) =>
      [organization.title, organization.hash, organization.contactName, organization.contactEmail, organization.code].some(
        (text) => text.toLocaleLowerCase(locale).includes(needle),
      ),
    )
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return sort.direction === 'ascending' ? order : -order;
    });
}
