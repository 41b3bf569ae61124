import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser features the portal never uses, switched off for it and anything it might embed. Only features the
 * browsers know: Chromium logs an error for an unknown one (Web Bluetooth's `bluetooth`) on every page.
 */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()';

/**
 * The headers a clinic's security review asks for, through @fastify/helmet: a Content-Security-Policy
 * without inline script (inline style is allowed) under which the built portal runs (photos and chat files are shown from blob:
 * addresses; the socket is same-origin), no framing, no referrer, nosniff, an isolated opener, and HSTS
 * when the portal is served over https. Every answer that is not a file of the built portal carries
 * personal data or may, so none is stored by a browser or proxy unless its route says otherwise.
 */
export async function securityHeaders(app: FastifyInstance, portalUrl: string) {
  const origin = new URL(portalUrl);
  const socketOrigin = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The component library inserts a few <style> elements at run time; script stays strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", socketOrigin],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Images and files come from this origin only; nothing cross-origin is embedded to need COEP.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: origin.protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', permissionsPolicy);
    // The built portal's files set their own caching; everything else is an API answer.
    if (!reply.hasHeader('cache-control') && !request.routeOptions.config?.rootPath) reply.header('cache-control', 'no-store');
    return payload;
  });
}
