import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtp } from './smtp.ts';

describe('the suite’s SMTP server', () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'smtp-test-'));
  afterEach(() => rmSync(mailDir, { recursive: true, force: true }));

  it('outlives a sender that resets its connection in the middle of a mail, as a stopped server does', async () => {
    const smtp = await startSmtp(mailDir);
    const { port } = new URL(smtp.url);
    const sender = createConnection({ host: '127.0.0.1', port: Number(port) });
    // The greeting, a mail begun, then a reset instead of the rest: it once ended the e2e run's whole process.
    await once(sender, 'data');
    sender.write('EHLO test\r\n');
    await once(sender, 'data');
    sender.write('MAIL FROM:<rehab@demo.se>\r\n');
    await once(sender, 'data');
    sender.resetAndDestroy();
    await once(sender, 'close');
    // Still answering: a second sender is greeted.
    const next = createConnection({ host: '127.0.0.1', port: Number(port) });
    const [greeting] = (await once(next, 'data')) as [Buffer];
    expect(greeting.toString()).toMatch(/^220 /);
    next.destroy();
    await smtp.close();
  });
});
