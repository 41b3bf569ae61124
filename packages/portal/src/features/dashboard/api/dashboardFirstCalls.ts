import type { FirstCalls } from '@rehab/web/firstCalls';
import { attentionKey, dashboardKey } from './keys';

/** The home page's first calls: who needs attention and the four counts. */
export const dashboardFirstCalls: FirstCalls = () => [attentionKey, dashboardKey];
