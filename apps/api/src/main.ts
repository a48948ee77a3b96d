/** `pnpm start`: the API (and the built console) on PORT (8080), until SIGINT/SIGTERM (drained: server.ts). */
import { consoleLogger } from './lib/logger.js';
import { startServer } from './server.js';

const server = await startServer();
server.ready.then(
  () => {
    const lines = [`\nSwitchboard is running: ${server.publicUrl}`];
    if (!server.servesConsole())
      lines.push('  (console not built: pnpm --filter @switchboard/console build)');
    lines.push(`  API description: ${server.publicUrl}/openapi.json`);
    const demo = server.demo();
    if (demo) {
      lines.push('  Demo logins:');
      for (const login of demo) {
        const how =
          login.kind === 'user'
            ? `user login: username ${login.login}, client id ${login.accountId}`
            : `${login.kind === 'admin' ? 'administrator' : 'account owner'}: ${login.login}`;
        lines.push(`    ${how} / ${login.password}`);
      }
    }
    console.log(`${lines.join('\n')}\n`);
  },
  async (error: unknown) => {
    consoleLogger.error('startup failed', error);
    await server.close().catch(() => {});
    process.exit(1);
  },
);

// A load balancer's stop: no new connections, the requests in flight are answered, then exit 0.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    const closed = server.close();
    consoleLogger.info(`${signal}: no longer accepting connections, finishing the requests in flight`);
    void closed.then(() => process.exit(0));
  });
}
