import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, serverPorts } from './freePort';

/** The ports this machine gives outgoing connections (Linux); macOS's default where it cannot be read. */
function outgoingPorts(): { first: number; last: number } {
  const file = '/proc/sys/net/ipv4/ip_local_port_range';
  if (!existsSync(file)) return { first: 49_152, last: 65_535 };
  const [first = 0, last = 0] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
  return { first, last };
}

describe('freePort', () => {
  it('gives ports a server can listen on, outside those outgoing connections are given', async () => {
    const outgoing = outgoingPorts();
    expect(serverPorts.last).toBeLessThan(outgoing.first);
    for (let sample = 0; sample < 20; sample += 1) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(serverPorts.first);
      expect(port).toBeLessThanOrEqual(serverPorts.last);
      const server = createServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
