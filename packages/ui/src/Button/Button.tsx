import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { button, label, type ButtonVariants } from './Button.css';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> &
  ButtonVariants & {
    children?: ReactNode;
    /** An icon from `@rehab/ui/Icon`, shown before the label. */
    icon?: ReactNode;
    /** While true the button shows a spinner, is marked busy and ignores presses; it keeps focus and width. */
    isLoading?: boolean;
    /** Announced while loading, e.g. "Sparar". Without it only the busy state is exposed. */
    loadingLabel?: string;
  };

/** The product's button: contained for the main action, outlined beside it, text for quiet actions. */
export function Button({ variant, tone, icon, isLoading = false, loadingLabel, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isLoading}
      className={button({ variant, tone })}
      // react-aria drops aria-busy from props, so it is added on the rendered element.
      render={(domProps, { isPending }) => <button {...domProps} aria-busy={isPending || undefined} />}
    >
      {isLoading ? <Spinner size="sm" tone="current" aria-label={loadingLabel} /> : icon}
      {children !== undefined && <span className={label}>{children}</span>}
    </AriaButton>
  );
}
