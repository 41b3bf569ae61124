import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './NavigationSheet.css';

export type NavigationSheetProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The sheet's accessible name, e.g. "Huvudmeny". */
  'aria-label': string;
  /** The navigation: an expanded `SideDrawer` whose `action` closes the sheet. */
  children: ReactNode;
};

/**
 * The main navigation on a phone: a modal sheet from the start edge, opened from the top bar's menu
 * button. Focus stays inside while it is open; Escape or a tap outside closes it and focus returns to
 * the menu button.
 */
export function NavigationSheet(props: NavigationSheetProps) {
  return (
    <ModalOverlay isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.sheet}>
        <Dialog aria-label={props['aria-label']} className={styles.dialog}>
          {props.children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
