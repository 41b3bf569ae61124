import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const textArea = style({
  minHeight: vars.size.textAreaMinHeight,
  paddingBlock: vars.space.md,
  alignItems: 'flex-start',
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.normal,
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.small,
  color: vars.color.mediumGrey,
  fontVariantNumeric: 'tabular-nums',
});
