export * from './Icon';
export type { IconSize } from './Icon.css';
