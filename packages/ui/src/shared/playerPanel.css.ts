import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** The exercise player's panels (the set counter, the hold and rest timer): a white card with its heading. */
export const playerPanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
});

export const playerHeading = style({ fontSize: vars.font.size.h4, fontWeight: vars.font.weight.bold });

/** The panels' big buttons, pressed mid-exercise: a large target with a thick border. */
export const playerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
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
  },
});

/** The main action filled, the other quiet on white. */
export const playerButtonLook = styleVariants({
  main: { background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primaryPressed } } },
  quiet: { background: vars.color.white, color: vars.color.primaryText, selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.additional } } },
});
