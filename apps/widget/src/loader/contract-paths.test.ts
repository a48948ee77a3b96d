// @vitest-environment node
// The loader builds its calls from the contract's dependency-free paths module: the rule set and
// superstruct, which the contract's index carries, must stay out of what every page view loads.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { loaderOptions, panelOptions } from '../../build.config.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function inputsOf(options: object) {
  const result = await build({ ...options, write: false, metafile: true });
  return Object.keys(result.metafile?.inputs ?? {});
}

describe("the widget's calls", () => {
  it('take the contract paths module only, not its index, rule set or superstruct', async () => {
    for (const inputs of [
      await inputsOf(loaderOptions(dir, 'widget-assets/panel-TEST.js')),
      await inputsOf({ ...panelOptions(dir), outdir: path.join(dir, 'dist-test') }),
    ]) {
      const contract = inputs.filter((file) => file.includes('packages/contract/'));
      expect(contract.map((file) => path.basename(file, path.extname(file)))).toContain('paths');
      expect(contract.filter((file) => !/\/(paths|hours)\.[jt]s$/.test(file))).toEqual([]);
      expect(inputs.filter((file) => /superstruct|packages\/forms\//.test(file))).toEqual([]);
    }
  });
});
