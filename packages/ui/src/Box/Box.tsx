import { sprinkles, type Sprinkles } from '@rehab/tokens';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color' | 'className' | 'style'> & {
    as?: ElementType;
    children?: ReactNode;
  };

/** Layout through token atoms only, so no component invents its own spacing. */
export function Box({ as: Element = 'div', children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? atoms : rest)[key] = value;
  }
  return (
    <Element className={sprinkles(atoms as Sprinkles)} {...rest}>
      {children}
    </Element>
  );
}
