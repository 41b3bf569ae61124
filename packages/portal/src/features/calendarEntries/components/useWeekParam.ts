import { useSearchParams } from 'react-router-dom';
import { addDays, fromIsoDate, isIsoDate, mondayOf, toIsoDate } from '@rehab/contract/dates';

/** The shown week, kept in the address as `?week=<its Monday>` (this week when absent), and steps to others. */
export function useWeekParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = toIsoDate(new Date());
  const param = searchParams.get('week');
  const monday = mondayOf(isIsoDate(param) ? param : today);
  const goTo = (week: string) =>
    setSearchParams((params) => {
      if (week === mondayOf(today)) params.delete('week');
      else params.set('week', week);
      return params;
    });
  return {
    monday,
    sunday: addDays(monday, 6),
    today: fromIsoDate(today),
    isThisWeek: monday === mondayOf(today),
    previous: () => goTo(addDays(monday, -7)),
    thisWeek: () => goTo(mondayOf(today)),
    next: () => goTo(addDays(monday, 7)),
  };
}
