import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { largeFontSize } from './values';

const baseText = {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.darkGrey,
};

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  ...baseText,
  margin: 0,
  minHeight: '100%',
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 });

/** Restores the product's text style inside hosts that set their own, such as Storybook's docs pages. */
export const productText = style(baseText);

/**
 * Every text a step larger: the patient app sets it on the document's root element when the patient
 * asks for larger text, so every screen and overlay reads the larger sizes through the same variables.
 */
export const largeText = style({ vars: assignVars(vars.font.size, largeFontSize) });
