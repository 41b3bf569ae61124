import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A strict HTTP proxy, as some clinics' networks have: it forwards plain requests and refuses every tunnel, which is
 * how a browser sends a WebSocket through a proxy, so the page's WebSockets fail as they would behind it.
 */
export async function startWebSocketRefusingProxy() {
  const server = createServer((incoming, outgoing) => {
    // Meant for the proxy alone, as proxies drop it.
    const headers = { ...incoming.headers };
    delete headers['proxy-connection'];
    const forwarded = request(incoming.url ?? '', { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  let refusals = 0;
  server.on('connect', (_request, socket) => {
    refusals += 1;
    socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many tunnels it refused. */
    refused: () => refusals,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
