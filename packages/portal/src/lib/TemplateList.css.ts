import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** One template in the list: its name and summary beside its actions, which wrap below on a phone. */
export const templateRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.inputField}` } },
});

export const templateText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 20rem',
});

export const mutedText = style({
  margin: 0,
  color: vars.color.mediumGrey,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const organizationField = style({ maxWidth: vars.size.buttonWidth });
