import type { OrganizationPhysio } from '@rehab/contract';
import { AlertDialog, Select, SelectItem, showToast, type Key } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgetPages } from '../../../lib/useForgetPages';
import { errorText } from '@rehab/web/serverErrors';
import { moveCaseload } from '../api/useOrganizationPhysios';
import { dialogText } from '../organizations.css';

const fullName = (physio: { firstName: string; lastName: string }) => `${physio.firstName} ${physio.lastName}`;

/**
 * "Flytta patienter": a physio's whole caseload in the organization goes to a colleague chosen here (a physio
 * leaving); messages and notifications from those patients reach the colleague from then on.
 */
export function MoveCaseloadDialog({
  organizationId,
  leaving,
  colleagues,
  onClose,
}: {
  organizationId: string;
  leaving: OrganizationPhysio | undefined;
  /** The organization's physios shown in its list; the one leaving is left out here. */
  colleagues: readonly OrganizationPhysio[];
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  const forgetPages = useForgetPages();
  const [chosen, setChosen] = useState<Key | null>(null);
  const [isMissing, setMissing] = useState(false);
  const offered = colleagues.filter((physio) => physio.id !== leaving?.id);
  const close = () => {
    setChosen(null);
    setMissing(false);
    onClose();
  };

  const move = async () => {
    const to = offered.find((physio) => physio.id === chosen);
    if (!leaving || !to) {
      setMissing(true);
      throw new Error('no colleague chosen');
    }
    try {
      const { moved } = await moveCaseload(organizationId, leaving.id, to.id);
      // The patient list shows each patient's responsible physio.
      await forgetPages('/specialists/patients/list');
      showToast({ tone: 'success', title: t('physios.caseload.moved', { count: moved, from: fullName(leaving), to: fullName(to) }) });
      close();
    } catch (error) {
      showToast({ tone: 'error', title: t('physios.caseload.error'), description: errorText(t, error) });
      throw error;
    }
  };

  return (
    <AlertDialog
      isOpen={leaving !== undefined}
      onOpenChange={(open) => !open && close()}
      title={t('physios.caseload.title', { name: leaving ? fullName(leaving) : '' })}
      confirmLabel={t('physios.caseload.confirm')}
      cancelLabel={t('cancel')}
      loadingLabel={t('physios.caseload.moving')}
      onConfirm={move}
    >
      <p className={dialogText}>{leaving ? t('physios.caseload.text', { name: fullName(leaving) }) : null}</p>
      <Select
        label={t('physios.caseload.to')}
        placeholder={t('physios.caseload.toPlaceholder')}
        items={offered}
        selectedKey={chosen}
        onSelectionChange={(key) => {
          setChosen(key);
          setMissing(false);
        }}
        isRequired
        errorMessage={isMissing ? t('physios.caseload.toMissing') : undefined}
      >
        {(physio) => (
          <SelectItem id={physio.id} textValue={fullName(physio)}>
            {fullName(physio)}
          </SelectItem>
        )}
      </Select>
    </AlertDialog>
  );
}
