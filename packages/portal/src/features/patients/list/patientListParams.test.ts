import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, sortDescriptorOf, sortFromDescriptor } from './patientListParams';

const organization = '00000000-0000-4000-8000-000000000001';

describe('the patient list in the address', () => {
  it('reads the plain address as the whole list by name', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual({ search: '', status: undefined, organizationId: undefined, sort: 'name', direction: 'asc' });
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('round-trips a search, filters and an order', () => {
    const params = new URLSearchParams({ search: 'Åsa Öberg', status: 'inactive', organization, sort: 'age', order: 'desc' });
    const filters = filtersFromParams(params);
    expect(filters).toEqual({ search: 'Åsa Öberg', status: 'inactive', organizationId: organization, sort: 'age', direction: 'desc' });
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('round-trips the health record\'s filters, and only the choices the list offers', () => {
    const filters = filtersFromParams(new URLSearchParams({ attention: 'needed', adherence: '50', inactive: '7', sort: 'adherence' }));
    expect(filters).toMatchObject({ attention: 'needed', adherenceBelow: 50, inactiveDays: 7, sort: 'adherence' });
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams({ attention: 'maybe', adherence: '51', inactive: '-3' }))).toMatchObject({
      attention: undefined,
      adherenceBelow: undefined,
      inactiveDays: undefined,
    });
  });

  it('ignores what it does not know instead of asking the server for it', () => {
    const filters = filtersFromParams(new URLSearchParams({ status: 'deleted', organization: 'syd', sort: 'email', order: 'sideways', search: 'x'.repeat(300) }));
    expect(filters).toEqual({ search: 'x'.repeat(100), status: undefined, organizationId: undefined, sort: 'name', direction: 'asc' });
  });

  it('maps column headers to server orders and back', () => {
    expect(sortFromDescriptor({ column: 'lastName', direction: 'descending' })).toEqual({ sort: 'name', direction: 'desc' });
    expect(sortFromDescriptor({ column: 'age', direction: 'ascending' })).toEqual({ sort: 'age', direction: 'asc' });
    expect(sortFromDescriptor({ column: 'email', direction: 'ascending' })).toBeUndefined();
    expect(sortFromDescriptor({ column: 'firstName', direction: 'ascending' })).toEqual({ sort: 'firstName', direction: 'asc' });
    expect(sortFromDescriptor({ column: 'attention', direction: 'ascending' })).toEqual({ sort: 'attention', direction: 'asc' });
    expect(sortDescriptorOf({ search: '', sort: 'lastActivity', direction: 'asc' })).toEqual({ column: 'lastActivity', direction: 'ascending' });
    expect(sortDescriptorOf({ search: '', sort: 'organization', direction: 'desc' })).toEqual({ column: 'organization', direction: 'descending' });
  });
});
