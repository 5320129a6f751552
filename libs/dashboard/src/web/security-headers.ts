import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DASHBOARD_PATH } from './cookies';

export function isDashboardPath(url: string): boolean {
  return url === DASHBOARD_PATH || url.startsWith(`${DASHBOARD_PATH}/`) || url.startsWith(`${DASHBOARD_PATH}?`);
}

/**
 * Cookies for the whole app, and @fastify/helmet's headers on every dashboard response with a
 * strict content security policy: scripts, styles and everything else only from this origin, no
 * inline script, no framing, forms post only here. The JSON API keeps its own headers (it
 * renders nothing a browser would execute), and /docs keeps Swagger UI working.
 */
export async function registerDashboardSecurity(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCookie as never);
  await app.register(
    fastifyHelmet as never,
    {
      global: false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'same-origin' },
    } as never,
  );
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (isDashboardPath(request.url)) await reply.helmet();
    });
}
