import { useId, type ReactNode } from 'react';
import {
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { floatingSurface } from '../shared/overlay.css';
import { arrow, dialog, popover, title as titleStyle, triggerWidth } from './Popover.css';

export type PopoverProps = Omit<AriaPopoverProps, 'className' | 'style'> & {
  /** Draw a small arrow that points at the trigger. */
  showArrow?: boolean;
  /** At least as wide as the trigger, for the lists of selects and combo boxes. */
  matchTriggerWidth?: boolean;
};

/** The floating surface under menus, selects, combo boxes and date pickers. */
export function Popover({ showArrow = false, matchTriggerWidth = false, children, offset, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} offset={offset ?? (showArrow ? 12 : 8)} className={`${floatingSurface} ${popover} ${matchTriggerWidth ? triggerWidth : ''}`}>
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

/**
 * A dialog that opens beside its trigger (use inside a DialogTrigger). The popover itself is the dialog:
 * react-aria gives it the role when nothing inside has it, so the hidden buttons it adds for screen
 * readers to dismiss it sit inside the dialog, not loose on the page.
 */
export function PopoverDialog({ title, 'aria-label': ariaLabel, children, ...props }: PopoverDialogProps) {
  const titleId = useId();
  return (
    <Popover showArrow {...props} aria-label={title ? undefined : ariaLabel} aria-labelledby={title ? titleId : undefined}>
      <div className={dialog}>
        {title && (
          <h2 id={titleId} className={titleStyle}>
            {title}
          </h2>
        )}
        {children}
      </div>
    </Popover>
  );
}
