// Starts the server on PORT and closes it cleanly on SIGTERM/SIGINT (in-flight requests finish,
// the databases are closed). `npm start` (scripts/start.ts) prepares data first, then calls this.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from './app';
import { loadConfig, type AppConfig } from './config';
import { listenOrigin } from './http/origin';

export async function startServer(config: AppConfig, overrides: AppOverrides = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(config, overrides);
  await app.listen({ port: config.port, host: config.host });
  const url = `${listenOrigin(config.host, config.port)}/`;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return { app, url };
}

// `tsx server/main.ts`: the server alone, on data prepared earlier.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startServer(loadConfig());
  console.log(`CHIS Web listening on ${url}`);
}
