export { HoldTimer, type HoldTimerLabels, type HoldTimerProps } from './HoldTimer';
