import { vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const days = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: 0, listStyle: 'none' });

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg, background: vars.color.white, borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm });

export const today = style({ boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.primary}` });

export const dayHeading = style({ fontSize: vars.font.size.h6, fontWeight: vars.font.weight.bold, selectors: { '&::first-letter': { textTransform: 'uppercase' } } });

export const tasks = style({ display: 'flex', flexDirection: 'column', padding: 0, listStyle: 'none' });

export const task = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.buttonHeight,
  borderTop: `${vars.size.border} solid ${vars.color.inputField}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const taskName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' });

// The task's button (or its waiting note) keeps its width and its word on one line; a long name wraps instead.
// Squeezed, "Done" broke as "Don" and "e" beside a long exercise name on a phone.
globalStyle(`${task} > :not(${taskName})`, { flexShrink: 0 });

export const status = style({ color: vars.color.mediumGrey, fontSize: vars.font.size.small });

export const doneStatus = style({ color: vars.color.primaryText, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

/** A planned task whose day is over: in words, so it does not read as one still to come. */
export const missedStatus = style({ flexShrink: 0, color: vars.color.errorText, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const missedIcon = style({ display: 'inline-flex', color: vars.color.errorText });

export const empty = style({ color: vars.color.mediumGrey });

/** Marked done offline: where the task's button was, that it waits to be sent. */
export const waiting = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0, color: vars.color.mediumGrey, fontSize: vars.font.size.small });
