import type { PatientStatus } from '@rehab/contract';
import { Box, SearchField, Select, SelectItem, Table, type SortDescriptor } from '@rehab/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePatientList } from '../api/usePatientList';
import { filterField, mutedText, searchFilter } from '../patients.css';
import { organizationsOf, queryPatients } from './patientQuery';
import { usePatientColumns } from './usePatientColumns';
import { useTableError } from '../../../lib/useTableError';

const allKey = 'all';
/** The table's scroll area: about ten rows; the rest are windowed. */
const tableHeight = 576;

/** /patients/list: every patient of the physio's organizations, searchable, filterable and sortable. */
export function Component() {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const patients = usePatientList();
  const loadError = useTableError(patients.data ? undefined : patients.error, t('list.loadError'), () => void patients.mutate());
  const columns = usePatientColumns();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PatientStatus | typeof allKey>(allKey);
  const [organizationId, setOrganizationId] = useState<string>(allKey);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'lastName', direction: 'ascending' });
  // Typing stays responsive with many patients: the table follows the search a moment later.
  const deferredSearch = useDeferredValue(search);

  const rows = useMemo(
    () => queryPatients(patients.data ?? [], { search: deferredSearch, status, organizationId }, sort),
    [patients.data, deferredSearch, status, organizationId, sort],
  );
  const organizations = useMemo(() => organizationsOf(patients.data ?? []), [patients.data]);
  const statusOptions = useMemo(
    () => [
      { id: allKey, name: t('list.allStatuses') },
      { id: 'active', name: t('statuses.active') },
      { id: 'inactive', name: t('statuses.inactive') },
    ],
    [t],
  );
  const organizationOptions = useMemo(
    () => [{ id: allKey, name: t('list.allOrganizations') }, ...organizations.map(({ id, title }) => ({ id, name: title }))],
    [organizations, t],
  );

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box as="h2" fontSize="h3" fontWeight="bold">
        {t('list.title')}
      </Box>
      <Box role="search" aria-label={t('list.filters')} display="flex" flexWrap="wrap" gap="md" alignItems="flex-end">
        <div className={searchFilter}>
          <SearchField
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            clearLabel={t('list.clearSearch')}
            value={search}
            onChange={setSearch}
          />
        </div>
        <div className={filterField}>
          <Select
            label={t('list.status')}
            items={statusOptions}
            selectedKey={status}
            onSelectionChange={(key) => setStatus(key === 'active' || key === 'inactive' ? key : allKey)}
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </div>
        <div className={filterField}>
          <Select
            label={t('list.organization')}
            items={organizationOptions}
            selectedKey={organizationId}
            onSelectionChange={(key) => setOrganizationId(typeof key === 'string' ? key : allKey)}
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </div>
      </Box>
      <p className={mutedText} role="status">
        {patients.data ? t('list.count', { count: rows.length }) : ''}
      </p>
      <Table
        aria-label={t('list.tableLabel')}
        columns={columns}
        rows={rows}
        height={tableHeight}
        sortDescriptor={sort}
        onSortChange={setSort}
        onRowAction={(id) => navigate(`/patients/view/${String(id)}/program`)}
        emptyText={patients.data?.length === 0 ? t('list.noPatients') : t('list.empty')}
        isLoading={!patients.data && !patients.error}
        loadingText={t('list.loading')}
        error={loadError}
      />
    </Box>
  );
}
