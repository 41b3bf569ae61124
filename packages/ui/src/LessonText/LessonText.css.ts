import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const lesson = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.size.readingWidth,
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
});

export const eyebrow = style({ fontSize: vars.font.size.h5, fontWeight: vars.font.weight.medium, color: vars.color.mediumGrey });

export const title = style({ fontSize: vars.font.size.h1, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });

export const heading = style({ marginBlockStart: vars.space.md, fontSize: vars.font.size.h3, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const paragraph = style({ fontSize: vars.font.size.h5, lineHeight: vars.font.lineHeight.normal, whiteSpace: 'pre-line' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  fontSize: vars.font.size.h5,
  lineHeight: vars.font.lineHeight.normal,
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  background: vars.color.additional,
});

export const after = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginBlockStart: vars.space.md });
