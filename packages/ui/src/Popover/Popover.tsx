import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { floatingSurface } from '../shared/overlay.css';
import { arrow, dialog, popover, title as titleStyle } from './Popover.css';

export type PopoverProps = Omit<AriaPopoverProps, 'className' | 'style'> & {
  /** Draw a small arrow that points at the trigger. */
  showArrow?: boolean;
};

/** The floating surface under menus, selects, combo boxes and date pickers. */
export function Popover({ showArrow = false, children, offset, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} offset={offset ?? (showArrow ? 12 : 8)} className={`${floatingSurface} ${popover}`}>
      {(renderProps) => (
        <>
          {showArrow && (
            <OverlayArrow>
              <svg className={arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaPopover>
  );
}

export type PopoverDialogProps = Omit<PopoverProps, 'children'> & {
  /** Shown as the heading and used as the dialog's name. */
  title?: string;
  /** The dialog's name when there is no visible title. */
  'aria-label'?: string;
  children: ReactNode;
};

/** A non-modal dialog that opens beside its trigger (use inside a DialogTrigger). */
export function PopoverDialog({ title, 'aria-label': ariaLabel, children, ...props }: PopoverDialogProps) {
  return (
    <Popover showArrow {...props}>
      <AriaDialog className={dialog} aria-label={ariaLabel}>
        {title && (
          <Heading slot="title" className={titleStyle}>
            {title}
          </Heading>
        )}
        {children}
      </AriaDialog>
    </Popover>
  );
}
