import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** A template's name in the list, a link to its edit screen while it is in use. */
export const templateLink = style({
  alignSelf: 'flex-start',
  color: vars.color.primaryText,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.bold,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing } },
});

/** A line of the template being edited: its weekday, kind and level above its exercises. */
export const lineFields = style({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.numberFieldMinWidth}, 1fr))`, gap: vars.space.md });

export const exerciseRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.inputField}` } },
});

export const fieldWidth = style({ maxWidth: vars.size.dialogWidth });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const templateForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
