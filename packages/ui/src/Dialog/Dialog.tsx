import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { body, dialog, footer as footerStyle, header, modal, overlay, title as titleStyle } from './Dialog.css';

type Close = () => void;

export type DialogProps = Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** Name of the close button, e.g. "Stäng". */
  closeLabel: string;
  /** The content; a function receives `close`. */
  children: ReactNode | ((close: Close) => ReactNode);
  /** Actions at the bottom, usually a text or outlined Cancel and a contained main action. */
  footer?: ReactNode | ((close: Close) => ReactNode);
  /** Whether a click outside closes it (Escape always does). Off for forms that would lose input. */
  isDismissable?: boolean;
};

/**
 * A modal dialog: focus moves in and stays inside, Escape or the close button closes it and focus
 * returns to the trigger. Put it in a `DialogTrigger` next to its button, or control it with `isOpen`.
 */
export function Dialog({ title, closeLabel, children, footer, isDismissable = true, ...overlayProps }: DialogProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={overlay}>
      <Modal className={modal}>
        <AriaDialog className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={titleStyle}>
                  {title}
                </Heading>
                <IconButton aria-label={closeLabel} onPress={close} size="sm">
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={body}>{typeof children === 'function' ? children(close) : children}</div>
              {footer && <div className={footerStyle}>{typeof footer === 'function' ? footer(close) : footer}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
