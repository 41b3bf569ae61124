/** An instant as the API writes it: ISO 8601 in UTC. (Days, weeks and the time zone: `@rehab/contract/dates`.) */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
