import { breakpoint, vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** The thread fills what its screen gives it: the messages scroll, the header and the composer stay. */
export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

const tabletUp = `screen and (min-width: ${breakpoint.tablet}px)`;

/** Tighter on a phone, where every line of the thread counts. */
const inset = { padding: vars.space.md, '@media': { [tabletUp]: { padding: vars.space.lg } } };

export const header = style({
  ...inset,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  borderBottom: `${vars.size.border} solid ${vars.color.inputField}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.h5, fontWeight: vars.font.weight.medium });

export const subtitle = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.mediumGrey });

export const log = style({
  ...inset,
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
});

/** What the log holds, measured so that the newest message stays in view while pictures load. */
export const logContent = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
});

export const empty = style({ margin: 'auto', maxWidth: vars.size.dialogWidth, textAlign: 'center', color: vars.color.mediumGrey });

export const older = style({ display: 'flex', justifyContent: 'center' });

export const notice = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.inputField}`,
  color: vars.color.errorText,
  fontSize: vars.font.size.small,
});

export const composer = style({ display: 'flex', flexDirection: 'column' });

export const centered = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.lg });

export const side = styleVariants({
  mine: { display: 'flex', justifyContent: 'flex-end' },
  theirs: { display: 'flex', justifyContent: 'flex-start' },
});
