import type { PatientStatus } from '@rehab/contract';
import { Box, Button, PlusIcon, Select, SelectItem, Table, type SortDescriptor } from '@rehab/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useProfile } from '../../profile/api/useProfile';
import type { PatientListFilters } from '../api/patientListUrl';
import { usePatientList } from '../api/usePatientList';
import { filterField, mutedText, searchFilter } from '../patients.css';
import { adherenceChoices, filtersFromParams, inactiveChoices, paramsFromFilters, sortDescriptorOf, sortFromDescriptor } from './patientListParams';
import { usePatientColumns } from './usePatientColumns';
import { AddPatientDialog } from './AddPatientDialog';
import { isPatientListKey } from '../api/patientListUrl';
import { ListSearchField } from '../../../lib/ListSearchField';
import { useSearchParam } from '../../../lib/useSearchParam';
import { useTableError } from '../../../lib/useTableError';
import { useFillHeight } from '../../../lib/useFillHeight';
import { useViewport } from '../../../lib/useViewport';
import { useWidth } from '../../../lib/useWidth';

const allKey = 'all';
/** The least the table's scroll area gets: about six rows. It grows to the window; the rest are windowed and read a page at a time. */
const minTableHeight = 360;

/** /patients/list: the patients of the physio's organizations, searched, filtered and sorted on the server, kept in the address. */
export function Component() {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const patients = usePatientList(filters);
  const loadError = useTableError(patients.data ? undefined : patients.error, t('list.loadError'), () => void patients.mutate());
  const [tableWidthOf, tableWidth] = useWidth();
  const profile = useProfile().data;
  // The last activity, adherence and attention come from the health record: a physio's columns and filters only.
  const health = profile?.role === 'physio';
  const organizationWidth = useMemo(() => organizationColumnWidth(profile?.organizations ?? []), [profile]);
  const columns = usePatientColumns(useViewport(), tableWidth, { health, organizationWidth });
  const { mutate } = useSWRConfig();
  const [isAdding, setAdding] = useState(false);
  // Physios and organization admins add patients; the system admin sees none.
  const mayAdd = (profile?.role === 'physio' || profile?.role === 'org_admin') && profile.organizations.length > 0;
  const [tableArea, tableHeight] = useFillHeight(minTableHeight);
  const tableRef = useCallback(
    (element: HTMLElement | null) => {
      tableArea(element);
      tableWidthOf(element);
    },
    [tableArea, tableWidthOf],
  );

  const update = (changes: Partial<PatientListFilters>) =>
    setParams(paramsFromFilters({ ...filters, ...changes }), { replace: true });
  const [, search] = useSearchParam();

  const statusOptions = useMemo(
    () => [
      { id: allKey, name: t('list.allStatuses') },
      { id: 'active', name: t('statuses.active') },
      { id: 'inactive', name: t('statuses.inactive') },
    ],
    [t],
  );
  const organizationOptions = useMemo(
    () => [
      { id: allKey, name: t('list.allOrganizations') },
      ...(profile?.organizations ?? []).map(({ id, title }) => ({ id, name: title })),
    ],
    [profile, t],
  );
  const attentionOptions = useMemo(
    () => [
      { id: allKey, name: t('list.allPatients') },
      { id: 'needed', name: t('list.attentionNeeded') },
      { id: 'none', name: t('list.attentionNone') },
    ],
    [t],
  );
  const adherenceOptions = useMemo(
    () => [{ id: allKey, name: t('list.allPatients') }, ...adherenceChoices.map((value) => ({ id: String(value), name: t('list.adherenceBelow', { value }) }))],
    [t],
  );
  const inactiveOptions = useMemo(
    () => [{ id: allKey, name: t('list.allPatients') }, ...inactiveChoices.map((count) => ({ id: String(count), name: t('list.inactiveFor', { count }) }))],
    [t],
  );
  const isFiltered = Boolean(
    filters.search || filters.status || filters.organizationId || filters.attention || filters.adherenceBelow || filters.inactiveDays,
  );

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box display="flex" flexWrap="wrap" gap="md" alignItems="center" justifyContent="space-between">
        <Box as="h2" fontSize="h3" fontWeight="bold">
          {t('list.title')}
        </Box>
        {mayAdd && (
          <Button variant="contained" icon={<PlusIcon />} onPress={() => setAdding(true)}>
            {t('add.action')}
          </Button>
        )}
      </Box>
      {isAdding && profile && (
        <AddPatientDialog
          organizations={profile.organizations}
          physioId={profile.role === 'physio' ? profile.id : undefined}
          onClose={() => setAdding(false)}
          onAdded={async () => {
            setAdding(false);
            // This list reads its pages again through its own hook; every other cached list is refreshed too.
            await Promise.all([patients.mutate(), mutate(isPatientListKey)]);
          }}
        />
      )}
      <Box role="search" aria-label={t('list.filters')} display="flex" flexWrap="wrap" gap="md" alignItems="flex-end">
        <div className={searchFilter}>
          <ListSearchField
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            clearLabel={t('list.clearSearch')}
            search={filters.search}
            onSearch={search}
          />
        </div>
        <div className={filterField}>
          <Select
            label={t('list.status')}
            items={statusOptions}
            selectedKey={filters.status ?? allKey}
            onSelectionChange={(key) =>
              update({ status: key === 'active' || key === 'inactive' ? (key as PatientStatus) : undefined })
            }
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </div>
        {health && (
          <>
            <div className={filterField}>
              <Select
                label={t('list.attention')}
                items={attentionOptions}
                selectedKey={filters.attention ?? allKey}
                onSelectionChange={(key) => update({ attention: key === 'needed' || key === 'none' ? key : undefined })}
              >
                {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
              </Select>
            </div>
            <div className={filterField}>
              <Select
                label={t('list.adherence')}
                items={adherenceOptions}
                selectedKey={filters.adherenceBelow ? String(filters.adherenceBelow) : allKey}
                onSelectionChange={(key) => update({ adherenceBelow: adherenceChoices.find((value) => String(value) === key) })}
              >
                {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
              </Select>
            </div>
            <div className={filterField}>
              <Select
                label={t('list.lastActivity')}
                items={inactiveOptions}
                selectedKey={filters.inactiveDays ? String(filters.inactiveDays) : allKey}
                onSelectionChange={(key) => update({ inactiveDays: inactiveChoices.find((value) => String(value) === key) })}
              >
                {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
              </Select>
            </div>
          </>
        )}
        {organizationOptions.length > 2 && (
          <div className={filterField}>
            <Select
              label={t('list.organization')}
              items={organizationOptions}
              selectedKey={filters.organizationId ?? allKey}
              onSelectionChange={(key) => update({ organizationId: typeof key === 'string' && key !== allKey ? key : undefined })}
            >
              {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
            </Select>
          </div>
        )}
      </Box>
      <p className={mutedText} role="status">
        {patients.total === undefined ? '' : t('list.count', { count: patients.total })}
      </p>
      <div ref={tableRef}>
        <Table
          aria-label={t('list.tableLabel')}
          columns={columns}
          rows={patients.items}
          height={tableHeight}
          sortDescriptor={sortDescriptorOf(filters)}
          onSortChange={(descriptor: SortDescriptor) => {
            const sort = sortFromDescriptor(descriptor);
            if (sort) update(sort);
          }}
          onRowAction={(id) => navigate(`/patients/view/${String(id)}/program`)}
          emptyText={isFiltered ? t('list.empty') : t('list.noPatients')}
          isLoading={!patients.data && !patients.error}
          loadingText={t('list.loading')}
          error={loadError}
          onLoadMore={patients.loadMore}
          hasMore={patients.hasMore}
          isLoadingMore={patients.isLoadingMore}
          loadingMoreText={t('list.loadingMore')}
        />
      </div>
    </Box>
  );
}

/**
 * Room for the longest organization name the reader's patients can have, so the column never cuts one: the
 * table's text at about 8 px a character, and the cell's padding.
 */
function organizationColumnWidth(organizations: readonly { title: string }[]): number {
  const longest = Math.max(0, ...organizations.map(({ title }) => title.length));
  return Math.min(320, Math.ceil(longest * 8 + 40));
}
