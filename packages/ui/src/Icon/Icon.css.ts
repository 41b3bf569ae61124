import { vars } from '@rehab/tokens';
import { styleVariants } from '@vanilla-extract/css';

const box = (length: string) => ({ width: length, height: length, flexShrink: 0, display: 'block' });

/** Icons take the space scale's 16 and 24 around the 20 px icon token. */
export const iconSize = styleVariants({
  sm: box(vars.space.lg),
  md: box(vars.size.icon),
  lg: box(vars.space.xl),
});

export type IconSize = keyof typeof iconSize;
