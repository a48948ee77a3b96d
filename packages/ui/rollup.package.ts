import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import type { RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

/**
 * The published build of a kit-styled package (the kit, the flow editor), `dir` its folder: every
 * dependency stays external (consumers dedupe React, Radix and react-aria); the CSS is extracted by
 * vanilla-extract into one dist/style.css that consumers import once.
 */
export function kitPackageBuild(dir: URL): RollupOptions {
  const pkg = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  return {
    input: 'src/index.ts',
    external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    plugins: [
      vanillaExtractPlugin({ extract: { name: 'style.css', sourcemap: false } }),
      esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.build.json' }),
    ],
    output: {
      dir: 'dist',
      format: 'esm',
      preserveModules: true,
      preserveModulesRoot: 'src',
      entryFileNames: '[name].js',
      assetFileNames: '[name][extname]',
    },
  };
}
