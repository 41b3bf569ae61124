import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

// Days never get narrower than a time, a name and a status can be read in, nor than their longest word:
// a narrow screen scrolls the week sideways rather than breaking a word.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(min-content, 1fr))',
  gap: vars.space.sm,
  overflowX: 'auto',
});

/** One day on its own (a phone): the whole width. */
export const oneDay = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: vars.size.weekDayMinWidth,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const today = style({
  background: vars.color.additional,
  boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.primary}`,
});

export const dayHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.mediumGrey,
  textTransform: 'capitalize',
});

export const dayNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.avatarSmall,
  height: vars.size.avatarSmall,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.h5,
  color: vars.color.darkGrey,
});

export const todayNumber = style({ background: vars.color.primary, color: vars.color.onPrimary });

export const todayTag = style({
  fontSize: vars.font.size.small,
  color: vars.color.primaryText,
  textTransform: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  minHeight: vars.size.buttonHeight,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  paddingLeft: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  borderLeft: `${vars.space.xs} solid transparent`,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  // Words wrap whole, and the day is as wide as its longest word.
  overflowWrap: 'normal',
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.md },
    '&[data-pressed]': { background: vars.color.inputField },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const entryType = styleVariants({
  appointment: { borderLeftColor: vars.color.secondary },
  lesson: { borderLeftColor: vars.color.primary },
  'exercise-strength': { borderLeftColor: vars.color.primaryText },
  'exercise-pulse': { borderLeftColor: vars.color.primaryPressed },
  questionary: { borderLeftColor: vars.color.lightMediumGrey },
});

export const entryWithoutType = style({ borderLeftColor: vars.color.errorText });

export const showAll = style([
  {
    alignSelf: 'flex-start',
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'none',
    color: vars.color.primaryText,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
    },
  },
]);

export const time = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold, color: vars.color.darkGrey });
export const title = style({
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.darkGrey,
  lineHeight: vars.font.lineHeight.tight,
});
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.mediumGrey });

export const status = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const statusTone = styleVariants({
  planned: { color: vars.color.mediumGrey },
  done: { color: vars.color.primaryText },
  skipped: { color: vars.color.errorText },
});

export const empty = style({ fontSize: vars.font.size.small, color: vars.color.mediumGrey, paddingBlock: vars.space.sm });
