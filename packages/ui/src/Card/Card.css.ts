import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.darkGrey,
  fontFamily: vars.font.family.body,
  overflowWrap: 'anywhere',
});

export const padding = styleVariants({
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});

/** On a narrow card the actions move under the title rather than squeeze it. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: `1 1 ${vars.size.buttonWidth}` });

export const title = style({ margin: 0, fontSize: vars.font.size.h4, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight });

export const subtitle = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.mediumGrey });

/** Several actions wrap within the card's width rather than run past its edge. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, flexShrink: 0, maxWidth: '100%' });
