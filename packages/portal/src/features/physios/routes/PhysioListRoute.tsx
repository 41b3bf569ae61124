import type { Physio } from '@rehab/contract';
import { Box, Button, PlusIcon, SearchField, Table, type TableColumn } from '@rehab/ui';
import { PersonAvatar } from '../../../lib/PersonAvatar';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from '../physios.css';
import { usePhysios } from '../api/usePhysios';
import { useTableError } from '../../../lib/useTableError';

const fullName = (physio: Physio) => `${physio.firstName} ${physio.lastName}`;

/** /physios: the physios the admin manages. */
export function Component() {
  const { t } = useTranslation('physios');
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = usePhysios();
  const loadError = useTableError(error, t('listLoadError'), () => void mutate());
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (data ?? []).filter((physio) =>
      [fullName(physio), physio.email, ...physio.organizations.map((organization) => organization.title)].some((text) =>
        text.toLowerCase().includes(needle),
      ),
    );
  }, [data, search]);

  const columns: TableColumn<Physio>[] = [
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

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <div className={styles.toolbar}>
        <SearchField label={t('search')} value={search} onChange={setSearch} clearLabel={t('clearSearch')} />
        <Button variant="contained" icon={<PlusIcon />} onPress={() => navigate('/physios/new')}>
          {t('add')}
        </Button>
      </div>
      <Table
        aria-label={t('listTitle')}
        columns={columns}
        rows={rows}
        onRowAction={(id) => navigate(`/physios/${String(id)}/edit`)}
        emptyText={search ? t('noMatch') : t('empty')}
        isLoading={isLoading}
        loadingText={t('loading')}
        error={loadError}
      />
    </Box>
  );
}
