import { patientSorts, type PatientSort, type PatientStatus } from '@rehab/contract';
import type { SortDescriptor } from '@rehab/ui';
import { searchFromParams } from '../../../lib/useSearchParam';
import type { PatientListFilters } from '../api/patientListUrl';

/** The table's sortable columns and the server order each one asks for. */
const sortOfColumn = {
  lastName: 'name',
  firstName: 'firstName',
  age: 'age',
  organization: 'organization',
  status: 'status',
  lastActivity: 'lastActivity',
  adherence: 'adherence',
  attention: 'attention',
} as const satisfies Record<string, PatientSort>;
export const sortableColumns = new Set(Object.keys(sortOfColumn));
const columnOfSort = Object.fromEntries(Object.entries(sortOfColumn).map(([column, sort]) => [sort, column])) as Record<PatientSort, string>;

const isSort = (value: string | null): value is PatientSort => (patientSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is PatientStatus => value === 'active' || value === 'inactive';
/** The choices the list's filters offer; anything else in the address is left out. */
export const adherenceChoices = [50, 80] as const;
export const inactiveChoices = [3, 7, 14] as const;
const choice = <T extends number>(value: string | null, choices: readonly T[]) => choices.find((option) => String(option) === value);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list's search, filters and order as the address keeps them
 * (`?search=&status=&organization=&attention=&adherence=&inactive=&sort=&order=`),
 * so a reload, the back button or a shared link shows the same list. Anything unknown falls back to the default.
 */
export function filtersFromParams(params: URLSearchParams): PatientListFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  const organization = params.get('organization');
  return {
    search: searchFromParams(params),
    status: isStatus(status) ? status : undefined,
    organizationId: organization && uuidPattern.test(organization) ? organization : undefined,
    attention: params.get('attention') === 'needed' || params.get('attention') === 'none' ? (params.get('attention') as 'needed' | 'none') : undefined,
    adherenceBelow: choice(params.get('adherence'), adherenceChoices),
    inactiveDays: choice(params.get('inactive'), inactiveChoices),
    sort: isSort(sort) ? sort : 'name',
    direction: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The address's parameters for these filters; defaults are left out, so the plain list has a plain address. */
export function paramsFromFilters(filters: PatientListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.organizationId) params.set('organization', filters.organizationId);
  if (filters.attention) params.set('attention', filters.attention);
  if (filters.adherenceBelow) params.set('adherence', String(filters.adherenceBelow));
  if (filters.inactiveDays) params.set('inactive', String(filters.inactiveDays));
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.direction === 'desc') params.set('order', 'desc');
  return params;
}

export function sortDescriptorOf(filters: PatientListFilters): SortDescriptor {
  return { column: columnOfSort[filters.sort], direction: filters.direction === 'desc' ? 'descending' : 'ascending' };
}

/** The order a click on a column header asks for; a column the server cannot sort by changes nothing. */
export function sortFromDescriptor(descriptor: SortDescriptor): Pick<PatientListFilters, 'sort' | 'direction'> | undefined {
  const sort = sortOfColumn[String(descriptor.column) as keyof typeof sortOfColumn];
  if (!sort) return undefined;
  return { sort, direction: descriptor.direction === 'descending' ? 'desc' : 'asc' };
}
