import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

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
