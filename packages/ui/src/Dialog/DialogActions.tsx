import { Button, type ButtonProps } from '../Button/Button';

type DialogActionsProps = {
  /** The dialog's close, as its `footer` function receives it. */
  close: () => void;
  cancelLabel: string;
  confirmLabel: string;
  /** Named to screen readers while the confirm's work runs. */
  pendingLabel: string;
  isPending: boolean;
  /** The id of the form the confirm submits; without one, the confirm calls `onConfirm`. */
  form?: string;
  onConfirm?: () => void;
  tone?: ButtonProps['tone'];
  isConfirmDisabled?: boolean;
};

/** A dialog's footer: cancel, then the one action the dialog is for. */
export function DialogActions({ close, cancelLabel, confirmLabel, pendingLabel, isPending, form, onConfirm, tone, isConfirmDisabled }: DialogActionsProps) {
  return (
    <>
      <Button variant="outlined" onPress={close}>
        {cancelLabel}
      </Button>
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        tone={tone}
        isLoading={isPending}
        loadingLabel={pendingLabel}
        isDisabled={isConfirmDisabled}
        onPress={form ? undefined : onConfirm}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
