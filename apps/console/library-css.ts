import type { Plugin } from 'vite';

const PREFIX = '\0library-css:';

/**
 * The module that stands for a library's stylesheet: it adds the stylesheet's text in a `<style>`
 * placed before the console's stylesheet, so our rules (the flow editor's restyling of the canvas
 * among them) come after the library's and win where they style the same element.
 */
function injectionModule(inlineId: string, library: string): string {
  return [
    `import css from ${JSON.stringify(inlineId)};`,
    `const style = document.createElement('style');`,
    `style.dataset.library = ${JSON.stringify(library)};`,
    'style.textContent = css;',
    `document.head.insertBefore(style, document.head.querySelector('link[rel="stylesheet"]'));`,
  ].join('\n');
}

/**
 * A library stylesheet imported by the code of one screen (the flow editor's `@xyflow/react`) comes
 * inside that screen's chunk and joins the page when the chunk runs. The console builds one
 * stylesheet (`cssCodeSplit: false`), which would otherwise carry it on every first load (xyflow's:
 * 2.3 KB gzip); this adds no request. The build only: in development every stylesheet already
 * comes with the module that imports it.
 */
export function libraryCssWithChunk(stylesheets: readonly string[]): Plugin {
  // Each virtual module's stylesheet: its file, and its name as imported (the `<style>` carries it).
  const sources = new Map<string, { file: string; source: string }>();
  return {
    name: 'switchboard:library-css-with-chunk',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!stylesheets.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      // Named without .css, which would send it through Vite's CSS pipeline.
      const id = `${PREFIX}${source.replace(/\.css$/, '')}`;
      sources.set(id, { file: resolved.id, source });
      return id;
    },
    load(id) {
      const sheet = sources.get(id);
      return sheet ? injectionModule(`${sheet.file}?inline`, sheet.source) : null;
    },
  };
}
