// Every route the server registers, as the router sees it (method and full URL), recorded while
// the app is built. The bad-input tests read it, so a new route is covered without editing them.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The JSON schema of its body, when it declares one (tests fill its fields with wrong types). */
  bodySchema: Record<string, unknown> | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeIndex: RouteEntry[];
  }
}

export function registerRouteIndex(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeIndex', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && route.url && routes.some((r) => r.method === 'GET' && r.url === route.url)) continue;
      routes.push({ method, url: route.url ?? route.path, bodySchema: (route.schema?.body as Record<string, unknown> | undefined) ?? null });
    }
  });
}
