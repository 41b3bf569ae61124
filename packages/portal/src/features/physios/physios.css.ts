import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The organizations a physio works for, one checkbox a row under the group's label. */
export const checkboxGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const groupLabel = style({ fontWeight: vars.font.weight.medium });

/** As the form fields mark a required value. */
export const requiredMark = style({ color: vars.color.errorText, marginInlineStart: vars.space.xxs });

/** The search field taking the row, the main action beside it. */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.lg,
  alignItems: 'end',
  // On a phone the search takes the whole width, the button its own row below it.
  '@media': { [`screen and (max-width: ${breakpoint.tablet - 1}px)`]: { gridTemplateColumns: '1fr', justifyItems: 'start' } },
});
