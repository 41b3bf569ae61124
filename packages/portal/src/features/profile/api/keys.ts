/** The profile call's SWR key: its address, kept apart from the hook so the entry script can send it early. */
export const profileKey = '/specialists/profile';
