import { vars } from '@rehab/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  background: `color-mix(in srgb, ${vars.color.darkGrey} 40%, transparent)`,
});

export const sheet = style({
  display: 'flex',
  height: '100%',
  width: `min(${vars.size.drawer}, 85vw)`,
  outline: 'none',
  background: vars.color.white,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', outline: 'none' });

