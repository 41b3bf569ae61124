import type { Organization } from '@rehab/contract';
import { Box, Button, PlusIcon, SearchField, Table, type SortDescriptor, type TableColumn } from '@rehab/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from '../organizations.css';
import { dateLocale } from '@rehab/web/language';
import { useRole } from '../../../lib/useRole';
import { useViewport } from '../../../lib/useViewport';
import { useOrganizations } from '../api/useOrganizations';
import { organizationList, type OrganizationSort, type OrganizationSortColumn } from '../organizationList';
import { useTableError } from '../../../lib/useTableError';

/** /organizations: the organizations the admin manages, searchable and sortable. */
export function Component() {
  const { t, i18n } = useTranslation('organizations');
  const navigate = useNavigate();
  const role = useRole();
  const { data, error, isLoading, mutate } = useOrganizations();
  const loadError = useTableError(error, t('loadError'), () => void mutate());
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<OrganizationSort>({ column: 'title', direction: 'ascending' });
  const locale = dateLocale(i18n.language);
  const rows = useMemo(() => organizationList(data ?? [], search, sort, locale), [data, search, sort, locale]);

  // A phone has room for the name and the licenses; the number and the contact are one tap away.
  const isPhone = useViewport() === 'phone';
  const allColumns: TableColumn<Organization>[] = [
    { id: 'title', name: t('columns.title'), isRowHeader: true, allowsSorting: true, width: '2fr', render: (row) => row.title },
    { id: 'hash', name: t('columns.hash'), allowsSorting: true, width: '1fr', render: (row) => row.hash },
    {
      id: 'contact',
      name: t('columns.contact'),
      allowsSorting: true,
      width: '2fr',
      render: (row) => (
        <Box display="flex" flexDirection="column">
          <span>{row.contactName}</span>
          <Box as="span" color="mediumGrey" fontSize="small">
            {row.contactEmail}
          </Box>
        </Box>
      ),
    },
    {
      id: 'licenses',
      name: t('columns.licenses'),
      allowsSorting: true,
      width: '1fr',
      render: (row) => t('licensesUsed', { used: row.usedLicenses, total: row.licenses }),
    },
  ];
  const columns = isPhone ? allColumns.filter((column) => column.id === 'title' || column.id === 'licenses') : allColumns;

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <div className={styles.toolbar}>
        <SearchField label={t('search')} value={search} onChange={setSearch} clearLabel={t('clearSearch')} />
        {role === 'system_admin' ? (
          <Button variant="contained" icon={<PlusIcon />} onPress={() => navigate('/organizations/new')}>
            {t('add')}
          </Button>
        ) : null}
      </div>
      <Table
        aria-label={t('listTitle')}
        columns={columns}
        rows={rows}
        sortDescriptor={sort}
        onSortChange={(descriptor: SortDescriptor) =>
          setSort({ column: descriptor.column as OrganizationSortColumn, direction: descriptor.direction })
        }
        onRowAction={(id) => navigate(`/organizations/${String(id)}/general`)}
        emptyText={search ? t('noMatch') : t('empty')}
        isLoading={isLoading}
        loadingText={t('loading')}
        error={loadError}
      />
    </Box>
  );
}
