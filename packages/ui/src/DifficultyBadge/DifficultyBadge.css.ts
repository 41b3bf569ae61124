import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid transparent`,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

/** Each level its own colour: calm blue, neutral grey, a warning red; every text at least 4.5:1 on its background. */
export const tone = styleVariants({
  easy: { background: vars.color.additional, color: vars.color.primaryText },
  moderate: { background: vars.color.white, color: vars.color.darkGrey, borderColor: vars.color.lightMediumGrey },
  hard: { background: `color-mix(in srgb, ${vars.color.error} 16%, ${vars.color.white})`, color: vars.color.errorText },
});

export const scale = style({ display: 'inline-flex', gap: vars.space.xxs, alignItems: 'flex-end' });

/** Three bars, filled up to the level: the level reads without colour too. */
export const bar = style({
  width: `calc(${vars.space.xxs} + ${vars.size.border})`,
  borderRadius: vars.size.border,
  background: 'currentColor',
  opacity: 0.25,
});
export const filled = style({ opacity: 1 });
export const barHeight = styleVariants({
  1: { height: `calc(${vars.space.xs} + ${vars.space.xxs})` },
  2: { height: `calc(2 * ${vars.space.xs} + ${vars.size.border})` },
  3: { height: `calc(3 * ${vars.space.xs})` },
});
