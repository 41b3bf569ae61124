/** The dashboard call's SWR key: its address, kept apart from the hook so the entry script can send it early. */
export const dashboardKey = '/specialists/dashboard';

/** The patients who need the physio's attention: the first 50 (the block shows a few and the rest on request). */
export const attentionKey = '/specialists/attention?limit=50';
