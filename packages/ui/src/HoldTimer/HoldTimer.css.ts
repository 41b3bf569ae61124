import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../shared/motion';
import { playerButton, playerButtonLook } from '../shared/playerPanel.css';

export { playerPanel as timer, playerHeading as heading } from '../shared/playerPanel.css';

export const dial = style({ position: 'relative', alignSelf: 'center', width: '10em', height: '10em', fontSize: vars.font.size.body });

export const ring = style({ width: '100%', height: '100%', transform: 'rotate(-90deg)' });

export const track = style({ fill: 'none', stroke: vars.color.additional, strokeWidth: 8 });

export const progress = style({
  fill: 'none',
  stroke: vars.color.primaryText,
  strokeWidth: 8,
  strokeLinecap: 'round',
  transition: `stroke-dashoffset 1s linear`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const figure = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

const bigButton = style([playerButton, { flex: '1 1 8em' }]);

export const button = styleVariants({
  main: [bigButton, playerButtonLook.main],
  quiet: [bigButton, playerButtonLook.quiet],
});

export const status = style({ minHeight: '1.5em', textAlign: 'center', fontSize: vars.font.size.h5, fontWeight: vars.font.weight.medium, color: vars.color.primaryText });
