import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

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

const bigButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.bigButton,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.focusRing} solid ${vars.color.primary}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
    '&[data-disabled]': { cursor: 'not-allowed', borderColor: vars.color.lightMediumGrey, background: vars.color.inputField, color: vars.color.mediumGrey },
  },
});

export const button = styleVariants({
  main: [
    bigButton,
    {
      flex: '1 1 auto',
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primaryPressed } },
    },
  ],
  back: [
    bigButton,
    {
      flex: '0 0 auto',
      minWidth: vars.size.bigButton,
      background: vars.color.white,
      color: vars.color.primaryText,
      selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.additional } },
    },
  ],
});
