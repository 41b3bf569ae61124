import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const tooltip = style({
  maxWidth: `calc(${vars.size.buttonWidth} + ${vars.space.xxxl})`,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.darkGrey,
  color: vars.color.white,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  zIndex: vars.zIndex.tooltip,
});

export const arrow = style({
  display: 'block',
  fill: vars.color.darkGrey,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
