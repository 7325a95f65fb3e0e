import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The one page that may be framed, by this site only. */
export const FEEDBACK_FORM_PATH = '/feedback/form/';

/** CSP allowing only our own origin for scripts; no framing (the add-on routes will open this). */
export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.publicUrl.startsWith('https:'),
  });

  // The feedback form page is shown in the feedback modal's iframe (spec 1 §2.7): our own pages, and
  // only they, may frame it.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.split('?')[0] !== FEEDBACK_FORM_PATH) return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    }
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  // Replies of the API depend on who asks: never let a shared cache keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
