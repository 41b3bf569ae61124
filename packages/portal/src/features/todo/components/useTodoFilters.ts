import { useSearchParams } from 'react-router-dom';
import { isIsoDate, toIsoDate } from '@rehab/contract/dates';
import { isTodoType, type TodoType } from '../todoTypes';

/** The to-do's filters, kept in the address as `?type&date` (today and every type when absent). */
export function useTodoFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = toIsoDate(new Date());
  const typeParam = searchParams.get('type');
  const dateParam = searchParams.get('date');
  const set = (name: 'type' | 'date', value: string | undefined) =>
    setSearchParams((params) => {
      if (value) params.set(name, value);
      else params.delete(name);
      return params;
    });
  return {
    type: isTodoType(typeParam) ? typeParam : undefined,
    date: isIsoDate(dateParam) ? dateParam : today,
    today,
    search: searchParams.toString(),
    setType: (type: TodoType | undefined) => set('type', type),
    setDate: (date: string) => set('date', date === today ? undefined : date),
  };
}
