// What every route of the server shares, registered once on the root instance before any route:
// the error envelope, the JSON body parser, the validator compiler, the API's security headers,
// the rate limits routes name in their config, and the route index. Child plugins (the API, the admin API) inherit all
// of it, so a new route gets the same rules without doing anything.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerErrorHandler } from './error-handler';
import { registerJsonBody } from './json-body';
import { registerRateLimits } from './rate-limit';
import { registerRouteIndex } from './route-index';
import { registerApiHeaders } from './security-headers';
import { validatorCompiler } from './validation';

export function registerFoundation(app: FastifyInstance, ctx: AppContext): void {
  registerRouteIndex(app);
  registerErrorHandler(app);
  app.setValidatorCompiler(validatorCompiler);
  registerJsonBody(app);
  registerApiHeaders(app);
  registerRateLimits(app, ctx);
}
