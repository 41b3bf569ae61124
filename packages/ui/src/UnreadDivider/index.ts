export { UnreadDivider, type UnreadDividerProps } from './UnreadDivider';
