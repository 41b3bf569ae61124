import type { Physio } from '@rehab/contract';
import { AlertDialog, showToast } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { deletePhysio, useForgetPhysioLists } from '../api/usePhysios';
import { errorText } from '@rehab/web/serverErrors';

type DeletePhysioDialogProps = {
  physio: Physio | undefined;
  onClose: () => void;
  onDeleted?: () => void;
};

/** "Delete physio" (docs/rules/screens.md): says what happens to their patients before it removes their account. */
export function DeletePhysioDialog({ physio, onClose, onDeleted }: DeletePhysioDialogProps) {
  const { t } = useTranslation('physios');
  const forgetPhysioLists = useForgetPhysioLists();
  const name = physio ? `${physio.firstName} ${physio.lastName}` : '';

  const confirm = async () => {
    if (!physio) return;
    try {
      const result = await deletePhysio(physio.id);
      await forgetPhysioLists(physio.organizations.map((organization) => organization.id));
      showToast({
        tone: 'success',
        title: t('delete.done', { name }),
        description:
          result.organizationsWithoutPhysio.length > 0
            ? t('delete.leftWithoutPhysio', {
                count: result.unassignedPatients,
                organizations: result.organizationsWithoutPhysio.map((organization) => organization.title).join(', '),
              })
            : undefined,
      });
      onDeleted?.();
    } catch (error) {
      showToast({ tone: 'error', title: t('delete.error'), description: errorText(t, error) });
      throw error;
    }
  };

  return (
    <AlertDialog
      isOpen={physio !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title', { name })}
      variant="destructive"
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('cancel')}
      loadingLabel={t('delete.deleting')}
      onConfirm={confirm}
    >
      {t('delete.text', { name })}
    </AlertDialog>
  );
}
