import { patientListResponse } from '@rehab/contract';
import { usePages } from '../../../lib/pages';
import { patientListPageUrl, type PatientListFilters } from './patientListUrl';

/** GET /specialists/patients/list a page at a time, searched, filtered and sorted on the server: `loadMore` reads the next page. */
export function usePatientList(filters: PatientListFilters) {
  return usePages((cursor) => patientListPageUrl(filters, cursor), patientListResponse);
}
