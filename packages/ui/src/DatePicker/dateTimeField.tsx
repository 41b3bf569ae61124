import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { field } from '../Field/Field.css';

type DateTimeFieldProps = FieldProps & {
  locale?: string;
  hourCycle?: 12 | 24;
  shouldForceLeadingZeros?: boolean;
};

/**
 * What a date picker and a time field make of their props alike: the product's clock (sv-SE, 24 hours, 09:05),
 * validation shown by aria, the field's look, and its label above and help or error below.
 */
export function dateTimeField<P extends DateTimeFieldProps>({
  label,
  description,
  errorMessage,
  isInvalid,
  locale = 'sv-SE',
  hourCycle = 24,
  // 09:05, as every other time in the product reads, not 9:05.
  shouldForceLeadingZeros = true,
  ...props
}: P) {
  return {
    locale,
    fieldProps: {
      validationBehavior: 'aria' as const,
      hourCycle,
      shouldForceLeadingZeros,
      ...props,
      isInvalid: isFieldInvalid({ isInvalid, errorMessage }),
      className: field,
    },
    label: <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>,
    footer: <FieldFooter description={description} errorMessage={errorMessage} />,
  };
}
