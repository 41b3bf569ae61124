import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: vars.size.contentMaxWidth });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.buttonWidth}, 1fr))`,
  gap: vars.space.lg,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'grid',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.white,
  boxShadow: vars.shadow.sm,
});

export const swatchColour = style({ height: vars.size.buttonHeight, borderBottom: `${vars.size.border} solid ${vars.color.inputField}` });

export const swatchLabel = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.md });

export const name = style({ fontWeight: vars.font.weight.medium });

export const value = style({ color: vars.color.mediumGrey, fontSize: vars.font.size.small, fontVariantNumeric: 'tabular-nums' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.buttonWidth} 1fr`,
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.size.border} solid ${vars.color.inputField}`,
});

export const spaceBar = style({ height: vars.space.lg, background: vars.color.primary, borderRadius: vars.radius.sm });

export const radiusBox = style({
  width: vars.size.buttonHeight,
  height: vars.size.buttonHeight,
  background: vars.color.additional,
  border: `${vars.size.border} solid ${vars.color.primary}`,
});

export const shadowBox = style({
  width: vars.size.buttonWidth,
  height: vars.size.buttonHeight,
  background: vars.color.white,
  borderRadius: vars.radius.md,
});

export const heading = style({ fontSize: vars.font.size.h3, fontWeight: vars.font.weight.bold });
