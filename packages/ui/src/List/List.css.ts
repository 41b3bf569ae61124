import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.inputField}`,
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.fieldHeight,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.size.border} solid ${vars.color.inputField}`,
  outline: 'none',
  cursor: 'default',
  overflowWrap: 'anywhere',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-href], &[data-selection-mode], [data-has-action] > &': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.background },
    '&[data-selected]': { background: vars.color.additional },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    '&[data-disabled]': { color: vars.color.mediumGrey, cursor: 'not-allowed' },
  },
});

export const content = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flex: 1, minWidth: 0 });

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.mediumGrey });
