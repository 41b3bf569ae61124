import { sprinkles, type Sprinkles } from '@rehab/tokens';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color' | 'style'> & {
    as?: ElementType;
    children?: ReactNode;
  };

/** Layout through token atoms only, so no component invents its own spacing; `className` adds a token-based style. */
export function Box({ as: Element = 'div', children, className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? atoms : rest)[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}
