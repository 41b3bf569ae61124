import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.mediumGrey,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: vars.size.border, background: vars.color.lightMediumGrey },
  },
});

export const label = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.white,
  border: `${vars.size.border} solid ${vars.color.inputField}`,
});
