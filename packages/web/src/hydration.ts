import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { hydratedEvent } from './firstAct';

/**
 * Tells the drawn page's script (firstAct.ts) that React has taken the page over, so that a press or a sent form it
 * held is done now. After every layout effect of the commit, so the forms have their typed values by then.
 */
export function useAnnounceHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
}

/**
 * Takes into the form what the reader typed, or their password manager filled in, on a page drawn at build time
 * before React took it over: React leaves a field's text as it is when it hydrates, but the form's state does not
 * have it, and the next render would empty the field. A layout effect, so nothing can come between.
 */
export function useTypedBeforeHydration<Values extends FieldValues>(
  form: RefObject<HTMLFormElement | null>,
  { getValues, setValue }: Pick<UseFormReturn<Values>, 'getValues' | 'setValue'>,
) {
  useLayoutEffect(() => {
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement) || !field.name || !field.value) continue;
      const name = field.name as Path<Values>;
      if (field.value !== getValues(name)) setValue(name, field.value as PathValue<Values, Path<Values>>, { shouldDirty: true });
    }
  }, [form, getValues, setValue]);
}
