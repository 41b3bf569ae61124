import { apiFetchFile } from './fetcher';
import { useSessionFileWith, type SessionFile } from '@rehab/web/sessionFile';

export type { SessionFile };

/** A file of the server's as a local address, fetched with the portal's session. */
export const useSessionFile = (url: string | undefined): SessionFile => useSessionFileWith(url, apiFetchFile);
