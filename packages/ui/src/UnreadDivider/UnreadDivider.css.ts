import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.errorText,
  selectors: {
    '&::after': { content: '""', flex: 1, height: vars.size.focusRing, background: vars.color.error },
  },
});
