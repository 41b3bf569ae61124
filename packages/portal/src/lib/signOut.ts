import { createSignOut } from '@rehab/web/signOut';
import { apiFetch } from './fetcher';
import { endSession } from './session';

export const signOut = createSignOut(apiFetch, endSession);
