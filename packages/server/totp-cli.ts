import { generate } from 'otplib';
import { demoTotpPhysio } from './src/db/seed';

/**
 * `npm run totp -w @rehab/server [-- SECRET]`: the authenticator app's code now, for the demo physio's secret
 * (README) or the one given, so a newcomer can sign in as that physio without an app on a phone.
 */
const secret = process.argv[2] ?? demoTotpPhysio.totpSecret;
const code = await generate({ secret });
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${code}  (valid for ${secondsLeft} s more)`);
