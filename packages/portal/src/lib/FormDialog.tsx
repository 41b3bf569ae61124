import { Box, Dialog, DialogActions } from '@rehab/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FormDialogProps = {
  title: string;
  /** The form's id, which the footer's confirm button submits. */
  formId: string;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Another action in the footer, before cancel and confirm (e.g. cancelling a booking). */
  otherAction?: ReactNode;
  /** The server's refusal that belongs to no single field, below the fields. */
  formError?: string;
  /** The form's fields, one below the other. */
  children: ReactNode;
};

/** A dialog holding one form, closed only by cancel or once saved, so a half-filled form is not lost by a click beside it. */
export function FormDialog({
  title,
  formId,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  isSubmitting,
  onClose,
  onSubmit,
  otherAction,
  formError,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isDismissable={false}
      title={title}
      closeLabel={t('close')}
      footer={(close) => (
        <>
          {otherAction}
          <DialogActions
            close={close}
            cancelLabel={cancelLabel}
            confirmLabel={confirmLabel}
            pendingLabel={pendingLabel}
            isPending={isSubmitting}
            form={formId}
          />
        </>
      )}
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Box display="flex" flexDirection="column" gap="lg">
          {children}
          {formError && (
            <Box as="p" role="alert" color="errorText">
              {formError}
            </Box>
          )}
        </Box>
      </form>
    </Dialog>
  );
}
