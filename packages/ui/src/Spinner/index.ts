export { Spinner, type SpinnerProps } from './Spinner';
export type { SpinnerSize, SpinnerTone } from './Spinner.css';
