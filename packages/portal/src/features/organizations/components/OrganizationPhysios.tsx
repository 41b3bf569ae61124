import type { OrganizationPhysio } from '@rehab/contract';
import {
  AlertDialog,
  Box,
  Button,
  Card,
  CloseIcon,
  ComboBox,
  ComboBoxItem,
  IconButton,
  showToast,
  Table,
  type Key,
  type TableColumn,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreIcon,
  UsersIcon,
} from '@rehab/ui';
import { PersonAvatar } from '../../../lib/PersonAvatar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useForgetPages } from '../../../lib/useForgetPages';
import { useTableError } from '../../../lib/useTableError';
import {
  assignPhysio,
  choicesShown,
  unassignPhysio,
  useAssignablePhysios,
  useOrganizationPhysios,
} from '../api/useOrganizationPhysios';
import { organizationKey } from '../api/useOrganization';
import { organizationsKey } from '../api/useOrganizations';
import { errorText } from '@rehab/web/serverErrors';
import { MoveCaseloadDialog } from './MoveCaseloadDialog';

const fullName = (physio: { firstName: string; lastName: string }) => `${physio.firstName} ${physio.lastName}`;
/** The assigned physios' scroll area: as tall as their rows, at most about six; the rest are read a page at a time. */
const tableHeight = 360;

/** The physios working for an organization: assign one more (searched by name or email), or unassign one after confirming. */
export function OrganizationPhysios({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const assigned = useOrganizationPhysios(organizationId);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const candidates = useAssignablePhysios(search);
  const forgetPages = useForgetPages();
  const { mutate } = useSWRConfig();
  const [chosen, setChosen] = useState<Key | null>(null);
  const [isAssigning, setAssigning] = useState(false);
  const [leaving, setLeaving] = useState<OrganizationPhysio>();
  const [handingOver, setHandingOver] = useState<OrganizationPhysio>();
  const loadError = useTableError(
    assigned.data ? undefined : assigned.error,
    t('physios.loadError'),
    () => void assigned.mutate(),
  );

  // A physio the admin manages lists every organization of theirs the admin may see, this one included once assigned.
  const offered = (candidates.data?.items ?? []).filter(
    (physio) => !physio.organizations.some((organization) => organization.id === organizationId),
  );
  const moreThanShown = (candidates.data?.total ?? 0) > choicesShown;

  /**
   * Read again: the organization's physios, the physio list (its organizations column and the picker), and
   * the organization's physio count, here and in the list of organizations.
   */
  const readAgain = () =>
    Promise.all([
      assigned.mutate(),
      forgetPages('/physios'),
      mutate(organizationKey(organizationId)),
      forgetPages(organizationsKey),
    ]);

  const assign = async () => {
    if (chosen === null) return;
    setAssigning(true);
    try {
      await assignPhysio(organizationId, String(chosen));
      await readAgain();
      setChosen(null);
      showToast({ tone: 'success', title: t('physios.assigned') });
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('physios.assignError'),
        description: errorText(t, error),
      });
    } finally {
      setAssigning(false);
    }
  };

  const unassign = async (physio: OrganizationPhysio) => {
    try {
      await unassignPhysio(organizationId, physio.id);
      await readAgain();
      showToast({ tone: 'success', title: t('physios.unassigned', { name: fullName(physio) }) });
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('physios.unassignError'),
        description: errorText(t, error),
      });
      throw error;
    }
  };

  const columns: TableColumn<OrganizationPhysio>[] = [
    {
      id: 'name',
      name: t('physios.columns.name'),
      isRowHeader: true,
      width: '1fr',
      render: (physio) => (
        <Box display="flex" alignItems="center" gap="md">
          <PersonAvatar name={fullName(physio)} src={physio.photo} size="small" isDecorative />
          <span>{fullName(physio)}</span>
        </Box>
      ),
    },
    { id: 'email', name: t('physios.columns.email'), width: '1fr', render: (physio) => physio.email },
  ];

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Card title={t('physios.assignTitle')} headingLevel={3}>
        <Box display="flex" gap="lg" alignItems="flex-end" flexWrap="wrap">
          <ComboBox
            label={t('physios.choose')}
            placeholder={t('physios.choosePlaceholder')}
            description={moreThanShown ? t('physios.chooseMore', { count: candidates.data?.total }) : undefined}
            items={offered}
            selectedKey={chosen}
            onSelectionChange={setChosen}
            onInputChange={setTyped}
            // The server searched name and email, ignoring accents: the list is not filtered again by the shown name.
            defaultFilter={() => true}
            emptyText={search.trim() ? t('physios.noMatch') : t('physios.noneToAssign')}
            isDisabled={!candidates.data && !candidates.error}
          >
            {(physio) => (
              <ComboBoxItem id={physio.id} textValue={fullName(physio)}>
                {`${fullName(physio)} (${physio.email})`}
              </ComboBoxItem>
            )}
          </ComboBox>
          <Button
            variant="contained"
            isDisabled={chosen === null}
            isLoading={isAssigning}
            loadingLabel={t('physios.assigning')}
            onPress={() => void assign()}
          >
            {t('physios.assign')}
          </Button>
        </Box>
      </Card>
      <Card title={t('physios.assignedTitle')} headingLevel={3}>
        <Box display="flex" flexDirection="column" gap="md">
          <Box as="p" role="status" margin="none" color="mediumGrey" fontSize="small">
            {assigned.total === undefined ? '' : t('physios.count', { count: assigned.total })}
          </Box>
          <Table
            aria-label={t('physios.assignedTitle')}
            columns={columns}
            rows={assigned.items}
            height={tableHeight}
            fitRows
            renderRowActions={(physio) => (
              <MenuTrigger>
                <IconButton aria-label={t('physios.actionsNamed', { name: fullName(physio) })}>
                  <MoreIcon />
                </IconButton>
                <Menu onAction={(key) => (key === 'caseload' ? setHandingOver(physio) : setLeaving(physio))}>
                  <MenuItem id="caseload" icon={<UsersIcon />}>
                    {t('physios.caseload.action')}
                  </MenuItem>
                  <MenuItem id="unassign" tone="destructive" icon={<CloseIcon />}>
                    {t('physios.unassign')}
                  </MenuItem>
                </Menu>
              </MenuTrigger>
            )}
            rowActionsLabel={t('physios.actions')}
            emptyText={t('physios.empty')}
            isLoading={!assigned.data && !assigned.error}
            loadingText={t('physios.loading')}
            error={loadError}
            onLoadMore={assigned.loadMore}
            hasMore={assigned.hasMore}
            isLoadingMore={assigned.isLoadingMore}
            loadingMoreText={t('physios.loadingMore')}
          />
        </Box>
      </Card>
      <MoveCaseloadDialog
        organizationId={organizationId}
        leaving={handingOver}
        colleagues={assigned.items}
        onClose={() => setHandingOver(undefined)}
      />
      <AlertDialog
        isOpen={leaving !== undefined}
        onOpenChange={(open) => !open && setLeaving(undefined)}
        title={t('physios.unassignTitle')}
        confirmLabel={t('physios.unassign')}
        cancelLabel={t('cancel')}
        loadingLabel={t('physios.unassigning')}
        onConfirm={() => (leaving ? unassign(leaving) : undefined)}
      >
        {leaving ? t('physios.unassignText', { name: fullName(leaving) }) : null}
      </AlertDialog>
    </Box>
  );
}
