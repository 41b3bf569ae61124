import { vars } from '@rehab/tokens';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../shared/motion';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.additional,
  backgroundImage: `linear-gradient(90deg, ${vars.color.additional} 25%, ${vars.color.white} 50%, ${vars.color.additional} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ${vars.motion.easingStandard} infinite`,
  '@media': {
    [reducedMotion]: { animation: 'none', backgroundImage: 'none' },
  },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
  rectangle: { borderRadius: vars.radius.md },
});

export const lines = style({ display: 'flex', flexDirection: 'column', width: '100%' });

/** The last line of a paragraph is shorter, as real text is. */
export const lastLine = style({ width: '60%' });

export const circleSize = styleVariants({
  small: { width: vars.size.avatarSmall, height: vars.size.avatarSmall },
  medium: { width: vars.size.avatarMedium, height: vars.size.avatarMedium },
  large: { width: vars.size.avatarLarge, height: vars.size.avatarLarge },
});
