/** The key of a week's call: its URL (one SWR key convention), apart from the hook so the entry can send it early. */
export const weekKey = (weekOffset: number) => `/patient-app/week?weekOffset=${weekOffset}`;
export const isWeekKey = (key: unknown) => typeof key === 'string' && key.startsWith('/patient-app/week?');
