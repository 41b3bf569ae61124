import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.white,
  borderTop: `${vars.size.border} solid ${vars.color.inputField}`,
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const field = style({ flex: 1, minWidth: 0, display: 'flex' });

export const textArea = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.iconButton,
  maxHeight: `calc(${vars.size.textAreaMinHeight} * 1.5)`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.lg,
  background: vars.color.inputField,
  color: vars.color.darkGrey,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  fieldSizing: 'content',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.mediumGrey },
    '&[data-focus-visible], &[data-focused]': { borderColor: vars.color.primaryText },
    '&[data-disabled]': { color: vars.color.mediumGrey, cursor: 'not-allowed' },
  },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.additional,
  fontSize: vars.font.size.small,
});

export const chipName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
