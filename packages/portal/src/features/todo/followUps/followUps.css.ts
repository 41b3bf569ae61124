import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The work list: its follow-ups one under another. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** One follow-up: what and why beside its actions, the actions under it on a narrow screen. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  boxShadow: vars.shadow.sm,
});

export const muted = style({ color: vars.color.mediumGrey });

/** The physio's own words, kept as they wrote them. */
export const note = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
