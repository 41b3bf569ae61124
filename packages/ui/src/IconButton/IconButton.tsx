import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { iconButton, type IconButtonVariants } from './IconButton.css';

export type IconButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'> &
  IconButtonVariants & {
    /** The button's name: an icon alone says nothing to a screen reader. */
    'aria-label': string;
    /** An icon from `@rehab/ui/Icon`, plus an optional Badge. */
    children: ReactNode;
  };

/** A round button that shows only an icon: plain in toolbars, contained for a prominent action. */
export function IconButton({ variant, size, children, ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} className={iconButton({ variant, size })}>
      {children}
    </AriaButton>
  );
}
