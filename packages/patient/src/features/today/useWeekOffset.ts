import { useSearchParams } from 'react-router-dom';

/** The week an address asks for (?week=-1), within the server's bounds; this week otherwise. */
export function weekOffsetOf(params: URLSearchParams): number {
  const parsed = Number(params.get('week') ?? 0);
  return Number.isInteger(parsed) && Math.abs(parsed) <= 520 ? parsed : 0;
}

/** The week shown below today's tasks, kept in the address (?week=-1) so going back returns to it. */
export function useWeekOffset(): [number, (weekOffset: number) => void] {
  const [params, setParams] = useSearchParams();
  const weekOffset = weekOffsetOf(params);
  const setWeekOffset = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 0) updated.delete('week');
      else updated.set('week', String(next));
      return updated;
    }, { replace: true });
  return [weekOffset, setWeekOffset];
}
