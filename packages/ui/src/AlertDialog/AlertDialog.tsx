import { useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { Button } from '../Button';
import { body, dialog, footer, header, modal, overlay, title as titleStyle } from '../Dialog/Dialog.css';
import { InfoIcon, WarningIcon } from '../Icon';
import { heading, icon } from './AlertDialog.css';

export type AlertDialogProps = Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  /** The question, e.g. "Avsluta behandling?". */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirming action, named for what it does: "Avsluta behandling", "Ta bort". */
  confirmLabel: string;
  cancelLabel: string;
  /** destructive for ending or deleting something. */
  variant?: 'default' | 'destructive';
  /**
   * Runs on confirm. If it returns a promise the button shows loading until it settles;
   * the dialog closes when it resolves and stays open when it rejects (show the error in a toast).
   */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  /** Shown while the confirm button is loading, e.g. "Avslutar". */
  loadingLabel?: string;
  /** Force the loading state from outside (e.g. a mutation's isMutating). */
  isConfirmLoading?: boolean;
};

/**
 * A confirmation before an action that cannot be undone. It is announced as an alert dialog, focus
 * starts on Cancel so Enter never confirms by accident, and a click outside does not close it.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  onCancel,
  loadingLabel,
  isConfirmLoading = false,
  ...overlayProps
}: AlertDialogProps) {
  const [isRunning, setRunning] = useState(false);
  const isLoading = isConfirmLoading || isRunning;
  const Icon = variant === 'destructive' ? WarningIcon : InfoIcon;

  const confirm = async (close: () => void) => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setRunning(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setRunning(false);
    }
  };

  return (
    <ModalOverlay {...overlayProps} isDismissable={false} isKeyboardDismissDisabled={isLoading} className={overlay}>
      <Modal className={modal}>
        <AriaDialog role="alertdialog" className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <div className={heading}>
                  <span className={icon[variant]}>
                    <Icon />
                  </span>
                  <Heading slot="title" className={titleStyle}>
                    {title}
                  </Heading>
                </div>
              </div>
              <div className={body}>{children}</div>
              <div className={footer}>
                <Button
                  variant="text"
                  // The least destructive action takes focus first (WAI-ARIA alert dialog pattern).
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                  isDisabled={isLoading}
                  onPress={() => {
                    onCancel?.();
                    close();
                  }}
                >
                  {cancelLabel}
                </Button>
                <Button
                  variant="contained"
                  isLoading={isLoading}
                  loadingLabel={loadingLabel}
                  onPress={() => void confirm(close)}
                  tone={variant}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
