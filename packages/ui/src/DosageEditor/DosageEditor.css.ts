import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
  color: vars.color.darkGrey,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.numberFieldMinWidth}), 1fr))`,
  gap: vars.space.lg,
  alignItems: 'start',
});
