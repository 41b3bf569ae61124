import type { FirstCalls } from '../../../lib/firstCalls';
import { dashboardKey } from './keys';

/** The home page's first call: its four counts. */
export const dashboardFirstCalls: FirstCalls = () => [dashboardKey];
