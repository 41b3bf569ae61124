import { createServer } from 'node:net';

/**
 * Where a server a test or bench starts listens: below the ports the system hands out to outgoing connections
 * (32768–60999 on Linux, 49152–65535 on macOS). A port from that range, free when picked, can be taken before the
 * server listens, seconds later, by any connection the machine opens, and by the very one that polls the server
 * for its start: a socket connecting to a port nothing listens on may be given that port as its own and connect
 * to itself. The server then fails to start with EADDRINUSE.
 */
export const serverPorts = { first: 20_000, last: 32_767 } as const;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A TCP port on loopback in `serverPorts` that nothing listens on now, for a server a test or bench starts. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = serverPorts.first + Math.floor(Math.random() * (serverPorts.last - serverPorts.first + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port from ${serverPorts.first} to ${serverPorts.last}`);
}
