export { DaySeparator, type DaySeparatorProps } from './DaySeparator';
