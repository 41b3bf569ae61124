import { SearchField } from '@rehab/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the search is sent: one search per word, not per key. */
const searchDelayMs = 300;

/**
 * The patient search: what is typed shows at once and re-renders only this field; `onSearch` follows
 * when typing pauses. A search changed from outside (the back button) shows when nothing is being typed.
 */
export function PatientSearchField({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('patients');
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
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      clearLabel={t('list.clearSearch')}
      value={draft ?? search}
      maxLength={100}
      onChange={setDraft}
    />
  );
}
