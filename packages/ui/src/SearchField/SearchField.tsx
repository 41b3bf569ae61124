import type { Ref } from 'react';
import { Button, Group, Input, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { adornment, bareInput, field, inputFrame } from '../Field/Field.css';
import { fieldButton } from '../Field/FieldButton.css';
import { CloseIcon, SearchIcon } from '../Icon';
import { clearButton, searchInput } from './SearchField.css';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    placeholder?: string;
    /** Name of the clear button, e.g. "Rensa sökning"; react-aria's own Swedish text is used without it. */
    clearLabel?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A search input: Escape or the clear button empties it, Enter submits. */
export function SearchField({ label, description, errorMessage, isInvalid, placeholder, clearLabel, ref, ...props }: SearchFieldProps) {
  const invalid = isFieldInvalid({ isInvalid, errorMessage });
  return (
    <AriaSearchField validationBehavior="aria" {...props} isInvalid={invalid} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={inputFrame} isDisabled={props.isDisabled} isInvalid={invalid}>
        <span className={adornment}>
          <SearchIcon />
        </span>
        <Input ref={ref} placeholder={placeholder} className={`${bareInput} ${searchInput}`} />
        <Button className={`${fieldButton} ${clearButton}`} {...(clearLabel ? { 'aria-label': clearLabel } : {})}>
          <CloseIcon size="sm" />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
