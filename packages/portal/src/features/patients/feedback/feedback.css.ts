import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const entry = style({
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.inputField}` } },
});

export const body = style({ flex: 1, minWidth: 0 });

export const facts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.lg, rowGap: vars.space.xs, margin: 0 });

export const fact = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const factValue = style({ margin: 0 });
