import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './ApiError';
import { translateFieldError } from './validation';

/**
 * docs/rules/validation.md: a 400 with an errors list shows the first error on its field, translated by its rule;
 * so does a 409, a value that is someone else's already. Returns the text for a form-level message when the error is not about a field.
 */
export function showServerError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  t: TFunction,
  fields: readonly Path<Values>[],
): string | undefined {
  if (!(error instanceof ApiError)) return errorText(t, error);
  const first = error.errors[0];
  if ((error.status === 400 || error.status === 409) && first) {
    const text = translateFieldError(t, first);
    if ((fields as readonly string[]).includes(first.property)) {
      setError(first.property as Path<Values>, { type: 'server', message: text }, { shouldFocus: true });
      return undefined;
    }
    return text;
  }
  return errorText(t, error);
}

/** What went wrong, in the reader's language, for any failed call: by what failed or the answer's status, never the server's own (English) text. */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.unexpected', { ns: 'common' });
  if (typeof error.status === 'string') return t(`errors.${error.status}`, { ns: 'common' });
  if (error.status >= 500) return t('errors.server', { ns: 'common' });
  return t([`errors.status${error.status}`, 'errors.unexpected'], { ns: 'common' });
}

type SubmittableForm<Values extends FieldValues, Output> = {
  handleSubmit: UseFormHandleSubmit<Values, Output>;
  setError: UseFormSetError<Values>;
};

/**
 * A form's submit: `action` runs with the checked values; if the server refuses, its message lands on
 * the field it names (one of `fields`) or comes back as `formError`, the form's own message.
 */
export function useServerSubmit<Values extends FieldValues, Output>(
  { handleSubmit, setError }: SubmittableForm<Values, Output>,
  fields: readonly Path<Values>[],
  action: (values: Output) => Promise<void>,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await action(values);
    } catch (error) {
      setFormError(showServerError(error, setError, t, fields));
    }
  });
  return { submit, formError };
}
