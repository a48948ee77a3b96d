/** `pnpm start`: the API on PORT (8080), until SIGINT/SIGTERM. */
import { startServer } from './server.js';

const server = await startServer();
server.ready.catch(async (error: unknown) => {
  console.error('startup failed', error);
  await server.close().catch(() => {});
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
