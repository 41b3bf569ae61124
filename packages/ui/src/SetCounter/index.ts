export { SetCounter, type SetCounterLabels, type SetCounterProps } from './SetCounter';
