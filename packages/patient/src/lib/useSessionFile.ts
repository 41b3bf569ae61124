import { useSessionFileWith, type SessionFile } from '@rehab/web/sessionFile';
import { apiFetchFile } from './fetcher';

export type { SessionFile };

/** A file of the server's (a chat file, the profile photo) as a local address, fetched with the patient's session. */
export const useSessionFile = (url: string | undefined): SessionFile => useSessionFileWith(url, apiFetchFile);
