import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

// The parser the runtime uses (react-intl → intl-messageformat → parser), so the ASTs written at
// build time are the ones its formatter reads.
const fromConsole = createRequire(import.meta.url);
const fromReactIntl = createRequire(fromConsole.resolve('react-intl'));
const fromMessageFormat = createRequire(fromReactIntl.resolve('intl-messageformat'));
const parserEntry = fromMessageFormat.resolve('@formatjs/icu-messageformat-parser');
const noParser = fromMessageFormat.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
const { parse } = (await import(parserEntry)) as {
  parse: (message: string, options?: { locale?: Intl.Locale }) => unknown[];
};
const english = new Intl.Locale('en');

/** Our sources (the console's and every workspace package's), where messages are declared. */
const ourCode = /[\\/](apps[\\/]console|packages[\\/][^\\/]+)[\\/]src[\\/][^?]*\.[cm]?[jt]sx?$/;
/** The translated catalogs, `{ id: ICU message }`. */
const catalog = /[\\/]packages[\\/]i18n[\\/]src[\\/]catalogs[\\/]([a-z]{2})\.json$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item);
    if (isNode(value)) yield* walk(value);
  }
}

/** The text of a string literal or a template literal without expressions; null for anything else. */
function staticText(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0]?.value.cooked ?? null;
  return null;
}

const keyName = (key: Node) =>
  key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : undefined;

/**
 * Messages compiled at build time: every `defaultMessage` in our code and every translated catalog
 * becomes the ICU syntax tree react-intl formats, and the console ships the parser's no-parser
 * build (measured: 12 KB gzip less on every first load). A `defaultMessage` that is not a literal
 * fails the build, since nothing could parse it in the browser.
 */
export function messageAst(): Plugin[] {
  return [
    {
      name: 'switchboard:message-ast-catalogs',
      apply: 'build',
      enforce: 'pre',
      config: () => ({
        resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] },
      }),
      transform(json, id) {
        const locale = catalog.exec(id)?.[1];
        if (!locale) return null;
        const messages = JSON.parse(json) as Record<string, string>;
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([key, message]) => [
            key,
            parse(message, { locale: new Intl.Locale(locale) }),
          ]),
        );
        return { code: JSON.stringify(compiled), map: null };
      },
    },
    {
      name: 'switchboard:message-ast-defaults',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (!ourCode.test(id) || !code.includes('defaultMessage')) return null;
        const out = new MagicString(code);
        for (const node of walk(parseAst(code) as unknown as Node)) {
          if (node.type !== 'Property' || keyName(node.key as Node) !== 'defaultMessage') continue;
          const value = node.value as Node;
          const text = staticText(value);
          if (text === null)
            this.error(`${id}: a defaultMessage must be a string literal to be compiled at build time`);
          out.overwrite(value.start, value.end, JSON.stringify(parse(text, { locale: english })));
        }
        return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
      },
    },
  ];
}
