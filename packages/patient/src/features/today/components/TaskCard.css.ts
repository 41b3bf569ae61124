import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';
import { quietLink } from '../quietLink.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const top = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ fontSize: vars.font.size.h5, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.mediumGrey, fontSize: vars.font.size.small });

export const instruction = style({ color: vars.color.darkGrey, whiteSpace: 'pre-line' });

/** A done task says so in words beside the tick, never by colour alone. */
export const done = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.primaryText, fontWeight: vars.font.weight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** The main action, a large target for a thumb, in the middle of the card. */
export const mainAction = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, width: '100%' });

/** Into the player: the card's first action, as large as the product's contained button. */
export const playLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: vars.size.buttonWidth,
  minHeight: vars.size.buttonHeight,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.primaryPressed },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
  },
});

/** Marked done offline: waiting to be sent, said in words beside the clock. */
export const waiting = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.mediumGrey, fontWeight: vars.font.weight.medium });

/** Reading a lesson again once it is done: a quieter link beside "Klar". */
export const readAgain = quietLink;
