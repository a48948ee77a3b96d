import { rmSync } from 'node:fs';
import { prepareApp } from './prepare-app';
import { serve } from './serve';

/**
 * Builds the scratch app once and serves it; the specs find both through the environment
 * (`PACKED_KIT_DIR`, `PACKED_KIT_URL`). Returns the teardown, which also deletes the folder unless
 * `PACKED_KIT_KEEP=1` asks to keep it for a look after a failure.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { dir, timings } = prepareApp();
  const server = await serve(`${dir}/dist`);
  process.env.PACKED_KIT_DIR = dir;
  process.env.PACKED_KIT_URL = server.url;
  const steps = Object.entries(timings).map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`);
  console.log(`packed kit: ${steps.join(', ')} (${dir})`);
  return async () => {
    await server.close();
    if (process.env.PACKED_KIT_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  };
}
