import { vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  // The chart fills the card or column it is put in; `width` on a chart caps it.
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
});

export const drawing = style({ width: '100%', minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.darkGrey,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.body,
  color: vars.color.mediumGrey,
  overflowWrap: 'anywhere',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.color.mediumGrey,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.mediumGrey,
  background: vars.color.background,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  padding: vars.space.xl,
});

/** The drawing of either chart. */
export const plot = style({ display: 'block' });

// recharts draws its own wrapper; keep its text in the product font.
globalStyle(`${plot} text`, { fontFamily: vars.font.family.body });
