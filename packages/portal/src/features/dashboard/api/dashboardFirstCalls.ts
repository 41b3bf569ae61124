import type { FirstCalls } from '@rehab/web/firstCalls';
import { dashboardKey } from './keys';

/** The home page's first call: its four counts. */
export const dashboardFirstCalls: FirstCalls = () => [dashboardKey];
