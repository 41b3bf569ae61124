import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

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
export const mainAction = style({ display: 'grid', justifyItems: 'center', width: '100%' });

/** Marked done offline: waiting to be sent, said in words beside the clock. */
export const waiting = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.mediumGrey, fontWeight: vars.font.weight.medium });
