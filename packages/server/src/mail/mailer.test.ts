import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { outboxMailer } from './mailer';

describe('the dev outbox', () => {
  it('writes each mail as an .eml file and logs it when no SMTP relay is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const log = { info: vi.fn() };
    const mailer = outboxMailer(dataDir, 'Rehab <no-reply@rehab.local>', log as never);
    await mailer.send({ to: 'fysio@demo.se', subject: 'Kod', text: 'Din inloggningskod är 123456.' });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: fysio@demo.se');
    expect(eml).toContain('123456');
    expect(log.info).toHaveBeenCalledOnce();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
