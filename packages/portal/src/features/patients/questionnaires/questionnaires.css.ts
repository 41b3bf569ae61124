import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/**
 * A static table of answers: read-only text, so a plain table rather than the interactive grid. Its words break
 * only when one is wider than its column (the card breaks anywhere), so a phone's narrow columns keep them whole.
 */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.body, overflowWrap: 'break-word' });

const cellBase = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

export const headerCell = style({
  ...cellBase,
  color: vars.color.mediumGrey,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  background: vars.color.background,
  borderBottom: `${vars.size.border} solid ${vars.color.lightMediumGrey}`,
});

export const row = style({ borderBottom: `${vars.size.border} solid ${vars.color.inputField}` });

export const nameCell = style({ ...cellBase, fontWeight: vars.font.weight.medium, width: '25%' });

export const cell = style({ ...cellBase, color: vars.color.mediumGrey });

export const answerCell = style({ color: vars.color.darkGrey, width: '35%' });
