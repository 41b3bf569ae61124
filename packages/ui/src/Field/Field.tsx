import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label, Text } from 'react-aria-components';
import { ErrorIcon } from '../Icon';
import { description as descriptionStyle, error, field, label as labelStyle, requiredMark } from './Field.css';

/**
 * What every form input accepts besides its own value props. Inputs work with react-hook-form:
 * wire them through `Controller` (value, onChange, onBlur, name, ref) and pass
 * `fieldState.error?.message` as `errorMessage`.
 */
export type FieldProps = {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help below the input, e.g. accepted formats. */
  description?: ReactNode;
  /** The message to show, e.g. "E-post krävs"; giving one also marks the field invalid. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
};

export type FieldLabelProps = { children?: ReactNode; isRequired?: boolean };

/** The label of a field; a required field gets a mark that screen readers skip (they hear aria-required). */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  if (!children) return null;
  return (
    <Label className={labelStyle}>
      {children}
      {isRequired && (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={descriptionStyle}>
      {children}
    </Text>
  );
}

/** Shows the given message while the field is invalid; react-aria links it with aria-describedby. */
export function FieldErrorMessage({ children }: { children?: string }) {
  return (
    <AriaFieldError className={error}>
      {children ? (
        <>
          <ErrorIcon size="sm" />
          <span>{children}</span>
        </>
      ) : null}
    </AriaFieldError>
  );
}

/** Description and error below an input, in the order every field uses. */
export function FieldFooter({ description, errorMessage }: Pick<FieldProps, 'description' | 'errorMessage'>) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}

/** A field is invalid when told so or when it has a message to show. */
export function isFieldInvalid({ isInvalid, errorMessage }: Pick<FieldProps, 'isInvalid' | 'errorMessage'>): boolean {
  return Boolean(isInvalid || errorMessage);
}

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
