import { useSearchParams } from 'react-router-dom';

/** The week shown below today's tasks, kept in the address (?week=-1) so going back returns to it. */
export function useWeekOffset(): [number, (weekOffset: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('week') ?? 0);
  const weekOffset = Number.isInteger(parsed) && Math.abs(parsed) <= 520 ? parsed : 0;
  const setWeekOffset = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 0) updated.delete('week');
      else updated.set('week', String(next));
      return updated;
    }, { replace: true });
  return [weekOffset, setWeekOffset];
}
