import { breakpoint, vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const row = styleVariants({
  mine: { display: 'flex', justifyContent: 'flex-end' },
  theirs: { display: 'flex', justifyContent: 'flex-start' },
});

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '70%',
  minWidth: 0,
  // A phone's thread is narrow: a bubble takes more of it, so a file's name is not broken letter by letter.
  '@media': { [`screen and (max-width: ${breakpoint.tablet - 1}px)`]: { maxWidth: '85%' } },
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const tone = styleVariants({
  mine: { background: vars.color.additional, color: vars.color.darkGrey, borderBottomRightRadius: vars.radius.sm },
  theirs: {
    background: vars.color.white,
    color: vars.color.darkGrey,
    boxShadow: vars.shadow.sm,
    borderBottomLeftRadius: vars.radius.sm,
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  fontSize: vars.font.size.small,
  color: vars.color.mediumGrey,
  whiteSpace: 'nowrap',
});

export const read = style({ color: vars.color.primaryText, display: 'inline-flex' });
export const sent = style({ display: 'inline-flex' });

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  border: `${vars.size.border} solid ${vars.color.inputField}`,
  whiteSpace: 'normal',
});

export const fileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconButton,
  height: vars.size.iconButton,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.primaryText,
  flexShrink: 0,
});

export const fileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
/** Broken between words; within one only when it is longer than the line. */
export const fileName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'break-word', wordBreak: 'normal' });
export const fileSize = style({ fontSize: vars.font.size.small, color: vars.color.mediumGrey });
/** The icon and the message of a file that could not be fetched. */
export const failedText = style({ color: vars.color.errorText });

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconButton,
  height: vars.size.iconButton,
  borderRadius: vars.radius.full,
  color: vars.color.primaryText,
  outline: 'none',
  flexShrink: 0,
  selectors: {
    '&[data-hovered]': { background: vars.color.additional },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: `calc(${vars.size.dialogWidth} / 2)`,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});
