import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webPush from 'web-push';

/** The server's VAPID key pair and contact, which every push names so the browser's push service knows who sends. */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push service can reach the sender at. */
  subject: string;
}

/**
 * The configured keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), or a pair generated once into <DATA_DIR>/vapid.json.
 * A browser's subscription is bound to the public key: a new pair would silence every subscribed device, so the
 * file is kept like the database.
 */
export function loadVapid(configured: { publicKey: string; privateKey: string } | undefined, dataDir: string, subject: string): Vapid {
  if (configured) return { ...configured, subject };
  const file = join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // `wx`: a second process starting at the same moment keeps the pair the first one wrote.
    try {
      writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
