import { vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.white,
  border: `${vars.size.border} solid ${vars.color.additional}`,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:has(a:hover)': { boxShadow: vars.shadow.md },
    '&[data-retired]': { background: vars.color.background },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.h6,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.darkGrey,
  overflowWrap: 'anywhere',
});

// The name's link covers the whole card, so the picture opens the exercise too; the actions stay above it.
globalStyle(`${heading} a::after`, { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg });

export const details = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.mediumGrey });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const badge = style({ position: 'absolute', top: vars.space.lg, insetInlineStart: vars.space.lg });

export const actions = style({ position: 'relative', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });

/** The grid the cards sit in: as many columns as fit, each at least a card's narrowest. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.mediaCardMinWidth}), 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
