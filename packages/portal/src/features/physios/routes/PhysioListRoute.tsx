import type { Physio } from '@rehab/contract';
import { Box, Button, PlusIcon, Table, type TableColumn } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListSearchField } from '../../../lib/ListSearchField';
import { PersonAvatar } from '../../../lib/PersonAvatar';
import { useSearchParam } from '../../../lib/useSearchParam';
import { useTableError } from '../../../lib/useTableError';
import { useViewport } from '../../../lib/useViewport';
import * as styles from '../physios.css';
import { usePhysios } from '../api/usePhysios';

const fullName = (physio: Physio) => `${physio.firstName} ${physio.lastName}`;

/** /physios[?search]: the physios the admin manages, searched on the server and read a page at a time; the search is kept in the address. */
export function Component() {
  const { t } = useTranslation('physios');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParam();
  const physios = usePhysios(search);
  const loadError = useTableError(physios.data ? undefined : physios.error, t('listLoadError'), () => void physios.mutate());

  // A phone has room for the name and the organizations; the email is one tap away.
  const isPhone = useViewport() === 'phone';
  const allColumns: TableColumn<Physio>[] = [
    {
      id: 'name',
      name: t('columns.name'),
      isRowHeader: true,
      width: '2fr',
      render: (row) => (
        <Box display="flex" alignItems="center" gap="md">
          <PersonAvatar name={fullName(row)} src={row.photo} size="small" isDecorative />
          <span>{fullName(row)}</span>
        </Box>
      ),
    },
    { id: 'email', name: t('columns.email'), width: '2fr', render: (row) => row.email },
    {
      id: 'organizations',
      name: t('columns.organizations'),
      width: '2fr',
      render: (row) => row.organizations.map((organization) => organization.title).join(', '),
    },
  ];
  const columns = isPhone ? allColumns.filter((column) => column.id !== 'email') : allColumns;

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <div className={styles.toolbar}>
        <ListSearchField
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          clearLabel={t('clearSearch')}
          search={search}
          onSearch={setSearch}
        />
        <Button variant="contained" icon={<PlusIcon />} onPress={() => navigate('/physios/new')}>
          {t('add')}
        </Button>
      </div>
      <Box as="p" role="status" margin="none" color="mediumGrey" fontSize="small">
        {physios.total === undefined ? '' : t('count', { count: physios.total })}
      </Box>
      <Table
        aria-label={t('listTitle')}
        columns={columns}
        rows={physios.items}
        onRowAction={(id) => navigate(`/physios/${String(id)}/edit`)}
        emptyText={search ? t('noMatch') : t('empty')}
        isLoading={!physios.data && !physios.error}
        loadingText={t('loading')}
        error={loadError}
        onLoadMore={physios.loadMore}
        hasMore={physios.hasMore}
        isLoadingMore={physios.isLoadingMore}
        loadingMoreText={t('loadingMore')}
      />
    </Box>
  );
}
