import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link, type LinkVariants } from './Link.css';

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style' | 'children'> &
  LinkVariants & {
    children: ReactNode;
    /** An icon from `@rehab/ui/Icon` after the text, e.g. a chevron. */
    icon?: ReactNode;
  };

/**
 * A styled link. It navigates with the app's router when the app wraps itself in
 * react-aria-components' RouterProvider (navigate + useHref); without it, it is a plain anchor.
 */
export function Link({ variant, icon, children, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={link({ variant })}>
      {children}
      {icon}
    </AriaLink>
  );
}
