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

/** One template in the list: its name, headings and marks beside its actions, which wrap below on a phone. */
export const templateRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.inputField}` } },
});

export const templateText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: '1 1 20rem' });

export const mutedText = style({ margin: 0, color: vars.color.mediumGrey, fontSize: vars.font.size.small, overflowWrap: 'anywhere' });

export const organizationField = style({ maxWidth: vars.size.buttonWidth });
