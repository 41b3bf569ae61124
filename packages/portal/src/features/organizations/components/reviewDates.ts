import { clinicTimeZone, formatCalendarDate } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { useTranslation } from 'react-i18next';

/** A review's days and times as the clinic reads them: in the reader's language, on Stockholm's clock. */
export function useReviewDates() {
  const { t, i18n } = useTranslation('organizations');
  const locale = dateLocale(i18n.language);
  const clock = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    hour12: false,
    timeZone: clinicTimeZone,
  });
  const day = (date: string) => formatCalendarDate(date, locale, { dateStyle: 'medium' });
  return {
    day,
    time: (at: string) => clock.format(new Date(at)),
    period: (from: string, to: string) => t('logReview.period', { from: day(from), to: day(to) }),
  };
}
