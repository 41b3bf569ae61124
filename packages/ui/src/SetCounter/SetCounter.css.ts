import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { playerButton, playerButtonLook } from '../shared/playerPanel.css';

export { playerPanel as counter, playerHeading as heading } from '../shared/playerPanel.css';

export const value = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const dots = style({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

const dot = style({
  width: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
});
export const dotState = styleVariants({ done: [dot, { background: vars.color.primaryText }], open: [dot, { background: vars.color.white }] });

export const actions = style({ display: 'flex', gap: vars.space.md });

const bigButton = style([
  playerButton,
  {
    gap: vars.space.sm,
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', borderColor: vars.color.lightMediumGrey, background: vars.color.inputField, color: vars.color.mediumGrey },
    },
  },
]);

export const button = styleVariants({
  main: [bigButton, playerButtonLook.main, { flex: '1 1 auto' }],
  back: [bigButton, playerButtonLook.quiet, { flex: '0 0 auto', minWidth: vars.size.bigButton }],
});
