import type { CalendarDate } from '@internationalized/date';
import { DatePicker } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';

export type Period = { from: CalendarDate; to: CalendarDate };

/** A period's first and last day, both inclusive; says so when the first comes after the last. */
export function PeriodFields({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t, i18n } = useTranslation('common');
  const locale = dateLocale(i18n.language);
  const setDate = (end: keyof Period) => (value: CalendarDate | null) => {
    if (value) onChange({ ...period, [end]: value });
  };
  return (
    <>
      <DatePicker
        label={t('period.from')}
        value={period.from}
        onChange={setDate('from')}
        locale={locale}
        errorMessage={period.from.compare(period.to) > 0 ? t('period.invalid') : undefined}
      />
      <DatePicker label={t('period.to')} value={period.to} onChange={setDate('to')} locale={locale} />
    </>
  );
}
