import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './values';

/** The theme contract: every style in the product reads these variables, never raw values. */
export const vars = createThemeContract(mapToNull(tokens));

/** The one theme, applied to the whole document. */
createGlobalTheme(':root', vars, tokens);

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };

function mapToNull<T extends object>(tree: T): NullLeaves<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? null : mapToNull(value as object)]),
  ) as NullLeaves<T>;
}
