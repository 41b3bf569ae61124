import { SearchField } from '@rehab/ui';
import { useEffect, useState } from 'react';
import { searchDelayMs } from './useDebouncedValue';
import { maxSearchLength } from './useSearchParam';

type ListSearchFieldProps = {
  label: string;
  placeholder?: string;
  clearLabel: string;
  /** The search the list shows, e.g. from the address. */
  search: string;
  onSearch: (search: string) => void;
};

/**
 * The search of a list read from the server: what is typed shows at once and re-renders only this
 * field; `onSearch` follows when typing pauses. A search changed from outside (the back button) shows
 * when nothing is being typed.
 */
export function ListSearchField({ label, placeholder, clearLabel, search, onSearch }: ListSearchFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => {
      onSearch(draft);
      setDraft(null);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);

  return (
    <SearchField
      label={label}
      placeholder={placeholder}
      clearLabel={clearLabel}
      value={draft ?? search}
      maxLength={maxSearchLength}
      onChange={setDraft}
    />
  );
}
