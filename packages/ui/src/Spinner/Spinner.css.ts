import { vars } from '@rehab/tokens';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../shared/motion';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
});

export const circle = style({
  display: 'block',
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const track = style({ stroke: 'currentColor', opacity: 0.2 });
export const arc = style({ stroke: 'currentColor' });

export const spinnerSize = styleVariants({
  sm: { width: vars.space.lg, height: vars.space.lg },
  md: { width: vars.size.icon, height: vars.size.icon },
  lg: { width: vars.size.iconButton, height: vars.size.iconButton },
});

export const spinnerTone = styleVariants({
  primary: { color: vars.color.primaryText },
  current: { color: 'currentColor' },
});

export type SpinnerSize = keyof typeof spinnerSize;
export type SpinnerTone = keyof typeof spinnerTone;
