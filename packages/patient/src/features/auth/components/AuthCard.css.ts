import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: '100dvh',
  padding: vars.space.lg,
  background: vars.color.background,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { padding: vars.space.xxxl } },
});

/** The whole width on a phone, a dialog's width from a tablet up. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.dialogWidth,
  padding: vars.space.xl,
  background: vars.color.white,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { padding: vars.space.xxl, marginTop: vars.space.xxxl } },
});

export const productName = style({ color: vars.color.primaryText, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.h5 });

export const heading = style({ fontSize: vars.font.size.h1, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const intro = style({ color: vars.color.mediumGrey });
