import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const readers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const reader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.inputField}` } },
});
