import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The form's headings: a numbered list of heading and hint, each row set apart by a rule. */
export const sectionRow = {
  fieldset: style({ margin: 0, padding: 0, border: 'none', minWidth: 0 }),
  legend: style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.medium }),
  list: style({ margin: 0, padding: 0, listStyle: 'none' }),
  item: style({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    paddingBlockEnd: vars.space.lg,
    borderBlockEnd: `${vars.size.border} solid ${vars.color.inputField}`,
  }),
};
