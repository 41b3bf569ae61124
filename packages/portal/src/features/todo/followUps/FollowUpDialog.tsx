import { Box, Dialog, DialogActions } from '@rehab/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FollowUpDialogProps = {
  title: string;
  /** What is about to be done with which patient's follow-up. */
  description: string;
  confirmLabel: string;
  isConfirmDisabled?: boolean;
  onClose: () => void;
  /**
   * Does it, or returns nothing when the fields do not hold (they say why). Resolves when done (the dialog closes);
   * rejects to stay open.
   */
  onConfirm: () => Promise<void> | undefined;
  /** The fields of the action. */
  children: ReactNode;
};

/** A dialog that does one thing with a follow-up (hand it over, snooze it) once its fields are filled in. */
export function FollowUpDialog({
  title,
  description,
  confirmLabel,
  isConfirmDisabled,
  onClose,
  onConfirm,
  children,
}: FollowUpDialogProps) {
  const { t } = useTranslation('todo');
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    const action = onConfirm();
    if (!action) return;
    setRunning(true);
    try {
      await action;
      onClose();
    } catch {
      setRunning(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('followUps.close')}
      isDismissable={false}
      footer={(close) => (
        <DialogActions
          close={close}
          cancelLabel={t('followUps.cancel')}
          confirmLabel={confirmLabel}
          pendingLabel={t('followUps.marking')}
          isPending={running}
          onConfirm={() => void confirm()}
          isConfirmDisabled={isConfirmDisabled}
        />
      )}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <p>{description}</p>
        {children}
      </Box>
    </Dialog>
  );
}
