import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoint.tablet}px)`;

export const player = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [tablet]: { position: 'sticky', top: vars.space.lg } },
});

export const media = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  background: vars.color.additional,
});

export const name = style({ fontSize: vars.font.size.h1, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });

export const dosage = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const dosagePart = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.additional,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
});

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  fontSize: vars.font.size.h5,
});

export const sectionHeading = style({ fontSize: vars.font.size.h4, fontWeight: vars.font.weight.bold });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  fontSize: vars.font.size.h5,
  lineHeight: vars.font.lineHeight.normal,
});

export const text = style({ fontSize: vars.font.size.h5, lineHeight: vars.font.lineHeight.normal, whiteSpace: 'pre-line' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
