import { createServer } from 'node:net';

/** A TCP port on loopback that nothing listens on now, for a server a test or bench starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}
