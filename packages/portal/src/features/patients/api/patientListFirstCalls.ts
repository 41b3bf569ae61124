import type { FirstCalls } from '@rehab/web/firstCalls';
import { filtersFromParams } from '../list/patientListParams';
import { patientListPageUrl } from './patientListUrl';

/** The patient list's first call: the first page of the list the address asks for. */
export const patientListFirstCalls: FirstCalls = ({ request }) => [patientListPageUrl(filtersFromParams(new URL(request.url).searchParams), null)];
