import { secondFactorsResponse } from '@rehab/contract';
import { minutesBefore, uuid } from './fixtures';

/** The demo physio's two-step verification: a passkey and an authenticator app, seven recovery codes left. */
export const enrolledFactors = secondFactorsResponse.parse({
  factors: [
    { id: uuid(90, 1), kind: 'passkey', name: 'Arbetsdatorn', created: minutesBefore(60 * 24 * 40), lastUsed: minutesBefore(30) },
    { id: uuid(90, 2), kind: 'totp', name: 'Authenticator app', created: minutesBefore(60 * 24 * 12), lastUsed: null },
  ],
  recoveryCodesLeft: 7,
  required: false,
});

/** No factor yet, in an organization that requires one. */
export const noFactorsRequired = secondFactorsResponse.parse({ factors: [], recoveryCodesLeft: 0, required: true });
