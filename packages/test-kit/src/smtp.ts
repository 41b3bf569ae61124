import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that writes each mail it receives to `mailDir` as <n>.eml. */
export async function startSmtp(mailDir: string) {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(join(mailDir, `${received}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  // A sender that goes away mid-conversation (a server stopped at the end of a run, or killed on purpose) resets
  // its connection: that is the sender's end, not a failure of the receiving server, and unheard it would end the process.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  return { url: `smtp://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
