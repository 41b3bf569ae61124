export { OneTimeCodeInput, type OneTimeCodeInputProps } from './OneTimeCodeInput';
