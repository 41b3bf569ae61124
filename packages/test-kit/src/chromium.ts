import { existsSync } from 'node:fs';

/** Flags that keep headless Chromium quiet and repeatable on a closed network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** The system Chromium every browser test drives; fails loudly, never skips, when there is none. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The browser tests need it.\n` +
        'Install it with: apt-get install -y chromium fonts-liberation fonts-noto-core fonts-noto-color-emoji\n' +
        'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    );
  }
  return path;
}
