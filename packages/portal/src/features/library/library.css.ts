import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The filters of the library wrap on narrow screens; the search takes the most room. */
export const searchFilter = style({ flex: `2 1 ${vars.size.buttonWidth}`, maxWidth: `calc(3 * ${vars.size.buttonWidth})` });
export const filterField = style({ flex: `1 1 calc(${vars.size.buttonWidth} / 2)`, maxWidth: vars.size.buttonWidth });

export const mutedText = style({ margin: 0, color: vars.color.mediumGrey, fontSize: vars.font.size.small });

/** The exercise's page: its pictures beside its texts on a wide screen, above them on a narrow one. */
export const exerciseLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [`screen and (min-width: ${breakpoint.desktop}px)`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const gallery = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const picture = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md, background: vars.color.additional });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.xl });

export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const mediaItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.buttonWidth}), 1fr))`,
  gap: vars.space.lg,
});

export const checkboxes = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.buttonWidth} / 1.5)), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.medium });
