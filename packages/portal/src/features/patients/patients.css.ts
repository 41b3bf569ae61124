import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The filter fields of the patient list keep a readable width and wrap on narrow screens; two share a row on a phone. */
export const filterField = style({ flex: `1 1 calc(${vars.size.buttonWidth} / 2)`, maxWidth: `calc(2 * ${vars.size.buttonWidth})` });

/** The search takes the most room of the filters: what it finds by is long (name, email or phone). */
export const searchFilter = style({ flex: `2 1 ${vars.size.buttonWidth}`, maxWidth: `calc(4 * ${vars.size.buttonWidth})` });

export const mutedText = style({ margin: 0, color: vars.color.mediumGrey, fontSize: vars.font.size.small });

export const detailList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  margin: 0,
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const detailTerm = style({ color: vars.color.mediumGrey, fontSize: vars.font.size.small });

export const detailValue = style({ margin: 0, color: vars.color.darkGrey, overflowWrap: 'anywhere' });

export const preserveLines = style({ margin: 0, whiteSpace: 'pre-line' });


/** The responsible physio's field under the details: as wide as a field, never the whole card. */
export const responsibleField = style({ marginTop: vars.space.lg, maxWidth: `calc(2 * ${vars.size.buttonWidth})` });

/** The treatment periods, newest first: each its name and dates on one line, wrapping on a phone. */
export const periodList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const periodName = style({ marginRight: vars.space.sm, fontWeight: vars.font.weight.medium, color: vars.color.darkGrey });
