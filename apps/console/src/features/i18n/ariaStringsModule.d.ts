/** Made by the build (`aria-locales.ts`): react-aria's strings, one module per language. */
declare module 'virtual:switchboard/aria-strings' {
  type Entry = readonly [family: string, tag: string, strings: Record<string, unknown>];
  export const loaders: Readonly<Record<string, () => Promise<{ default: readonly Entry[] }>>>;
}
