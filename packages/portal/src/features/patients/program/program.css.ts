import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const levelSelect = style({ width: vars.size.buttonWidth });

export const day = style({
  borderTop: `${vars.size.border} solid ${vars.color.inputField}`,
  paddingTop: vars.space.md,
});

export const task = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  color: vars.color.mediumGrey,
  fontSize: vars.font.size.small,
});

export const detail = style({ display: 'flex', gap: vars.space.xs });

export const detailValue = style({ margin: 0, color: vars.color.darkGrey });

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.medium,
});

export const statusTone = {
  done: style({ color: vars.color.primaryText }),
  skipped: style({ color: vars.color.errorText }),
  planned: style({ color: vars.color.mediumGrey }),
};

/** The note that the program ended with the treatment. */
export const endedNotice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.secondary}`,
  background: vars.color.white,
});

/** A program line and its exercises, under a rule like the week's days. */
export const lineHeading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderTop: `${vars.size.border} solid ${vars.color.inputField}`,
  paddingTop: vars.space.md,
});

/** One exercise of a line: its picture, its name, dosage and comment, and the buttons that change it. */
export const lineExercise = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const lineExerciseText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: `1 1 calc(${vars.size.buttonWidth} / 1.5)`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const lineExerciseActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' });

export const mutedText = style({ margin: 0, color: vars.color.mediumGrey, fontSize: vars.font.size.small });

/** One theory lesson: its name and planned day, and whether the patient has read it. */
export const lessonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderTop: `${vars.size.border} solid ${vars.color.inputField}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const lessonRead = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.primaryText, fontWeight: vars.font.weight.medium });
