import type { FirstCalls } from '../../../lib/firstCalls';
import { dashboardKey, fetchDashboard } from './useDashboard';

/** The home page's first call: its four counts. */
export const dashboardFirstCalls: FirstCalls = () => [[dashboardKey, fetchDashboard]];
