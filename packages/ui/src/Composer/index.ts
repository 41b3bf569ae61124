export { Composer, type ComposerLabels, type ComposerMessage, type ComposerProps } from './Composer';
