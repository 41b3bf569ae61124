export { largeText, productText } from './global.css';

export { vars } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export * from './values';
