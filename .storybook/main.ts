import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { STRINGS_MODULE } from '../apps/console/aria-locales.ts';
import { sourceFolders } from '../apps/console/vite.config.ts';
import { workspaceSource } from '../apps/console/workspace-source.ts';

// Packages with stories that build on the kit (the flow editor) must get its sources, as the kit's
// own stories do: the kit's published build has its styles in a separate file and other class hashes.
const kitSource = fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url));

/**
 * The module through which the console loads react-aria's strings per language (its build moves
 * them out of the controls, `aria-locales.ts`): here the controls keep all their languages, as in
 * the kit's stories, so the module has nothing to load.
 */
const ariaStringsWithControls: Plugin = {
  name: 'switchboard:aria-strings-with-controls',
  resolveId: (id) => (id === STRINGS_MODULE ? `\0${id}` : null),
  load: (id) => (id === `\0${STRINGS_MODULE}` ? 'export const loaders = {};' : null),
};

const config: StorybookConfig = {
  // The console's screens (`Screens/…`) are the real app at a path over a faked API.
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/console/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Props tables are the packages' (the console's screens have none): reading the console's
    // sources for them too tripled the build's time.
    reactDocgenTypescriptOptions: { include: ['packages/**/*.tsx'], exclude: ['**/*.stories.tsx'] },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      vanillaExtractPlugin(),
      // The console's screens resolve as its build does: workspace packages from their sources.
      workspaceSource(),
      ariaStringsWithControls,
    ];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(viteConfig.resolve?.alias)
          ? viteConfig.resolve.alias
          : Object.entries(viteConfig.resolve?.alias ?? {}).map(([find, replacement]) => ({
              find,
              replacement,
            }))),
        ...sourceFolders,
        { find: /^@switchboard\/ui$/, replacement: kitSource },
      ],
    };
    return viteConfig;
  },
};

export default config;
