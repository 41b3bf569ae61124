import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.avatarLarge} 1fr`,
  gap: vars.space.md,
  maxWidth: `calc(${vars.size.dialogWidth} - ${vars.space.xxxl})`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.white,
  border: `${vars.size.border} solid ${vars.color.additional}`,
  boxShadow: vars.shadow.sm,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const heading = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, color: vars.color.primaryText });
export const name = style({ fontSize: vars.font.size.h6, fontWeight: vars.font.weight.medium, color: vars.color.darkGrey, overflowWrap: 'anywhere' });
export const note = style({ color: vars.color.mediumGrey, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const difficulty = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.small,
  color: vars.color.mediumGrey,
});
