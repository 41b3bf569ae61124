import type { OrganizationPhysio } from '@rehab/contract';
import {
  AlertDialog,
  Box,
  Button,
  Card,
  ComboBox,
  ComboBoxItem,
  EmptyState,
  showToast,
  Skeleton,
  type Key,
} from '@rehab/ui';
import { PersonAvatar } from '../../../lib/PersonAvatar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../organizations.css';
import { assignPhysio, unassignPhysio, useAssignablePhysios, useOrganizationPhysios } from '../api/useOrganizationPhysios';
import { LoadError } from '../../../lib/LoadError';

const fullName = (physio: { firstName: string; lastName: string }) => `${physio.firstName} ${physio.lastName}`;

/** The physios working for an organization: assign one more, or unassign one after confirming. */
export function OrganizationPhysios({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const assigned = useOrganizationPhysios(organizationId);
  const candidates = useAssignablePhysios();
  const [chosen, setChosen] = useState<Key | null>(null);
  const [isAssigning, setAssigning] = useState(false);
  const [leaving, setLeaving] = useState<OrganizationPhysio>();

  const assignedIds = new Set((assigned.data ?? []).map((physio) => physio.id));
  const offered = (candidates.data ?? []).filter((physio) => !assignedIds.has(physio.id));

  const assign = async () => {
    if (chosen === null) return;
    setAssigning(true);
    try {
      await assigned.mutate(assignPhysio(organizationId, String(chosen)), { revalidate: false });
      setChosen(null);
      showToast({ tone: 'success', title: t('physios.assigned') });
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('physios.assignError'),
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setAssigning(false);
    }
  };

  const unassign = async (physio: OrganizationPhysio) => {
    try {
      await assigned.mutate(unassignPhysio(organizationId, physio.id), { revalidate: false });
      showToast({ tone: 'success', title: t('physios.unassigned', { name: fullName(physio) }) });
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('physios.unassignError'),
        description: error instanceof Error ? error.message : undefined,
      });
      throw error;
    }
  };

  if (assigned.error) {
    return <LoadError headingLevel={3} title={t('physios.loadError')} of={assigned} />;
  }

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Card title={t('physios.assignTitle')} headingLevel={3}>
        <Box display="flex" gap="lg" alignItems="flex-end" flexWrap="wrap">
          <ComboBox
            label={t('physios.choose')}
            items={offered}
            selectedKey={chosen}
            onSelectionChange={setChosen}
            emptyText={t('physios.noneToAssign')}
            isDisabled={!candidates.data}
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
        {!assigned.data ? (
          <Skeleton variant="text" lines={3} />
        ) : assigned.data.length === 0 ? (
          <EmptyState headingLevel={4} title={t('physios.empty')} />
        ) : (
          <ul className={styles.plainList}>
            {assigned.data.map((physio) => (
              <Box
                as="li"
                key={physio.id}
                display="flex"
                alignItems="center"
                gap="lg"
                justifyContent="space-between"
                flexWrap="wrap"
              >
                <Box display="flex" alignItems="center" gap="md">
                  <PersonAvatar name={fullName(physio)} src={physio.photo} isDecorative />
                  <Box display="flex" flexDirection="column">
                    <span>{fullName(physio)}</span>
                    <Box as="span" color="mediumGrey" fontSize="small">
                      {physio.email}
                    </Box>
                  </Box>
                </Box>
                <Button
                  variant="outlined"
                  aria-label={t('physios.unassignNamed', { name: fullName(physio) })}
                  onPress={() => setLeaving(physio)}
                >
                  {t('physios.unassign')}
                </Button>
              </Box>
            ))}
          </ul>
        )}
      </Card>
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
