import type { FirstCalls } from '@rehab/web/firstCalls';
import { weekKey } from './api/keys';
import { weekOffsetOf } from './useWeekOffset';

/** Today's first calls: this week, and the week the address shows below it when that is another. */
export const todayFirstCalls: FirstCalls = ({ request }) => {
  const weekOffset = weekOffsetOf(new URL(request.url).searchParams);
  return [...new Set([0, weekOffset])].map(weekKey);
};
