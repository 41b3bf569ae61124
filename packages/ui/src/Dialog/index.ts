export { Dialog, type DialogProps } from './Dialog';
export { DialogActions } from './DialogActions';
export { DialogTrigger } from 'react-aria-components';
