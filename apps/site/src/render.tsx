import { DEFAULT_LOCALE, type Locale, loadMessages } from '@switchboard/i18n';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, type IntlShape, RawIntlProvider } from 'react-intl';
import { Document, type PageAssets } from './Document.tsx';
import type { SiteData } from './data.ts';
import { about, configuration, frame, home, settings, tariffs } from './messages.ts';
import { About } from './pages/About.tsx';
import { Configuration } from './pages/Configuration.tsx';
import { Home } from './pages/Home.tsx';
import { Settings } from './pages/Settings.tsx';
import { Tariffs } from './pages/Tariffs.tsx';
import { type ClientEntry, pageScripts, type SitePath } from './pages.ts';

/** The built client entries' files (URLs), by entry: what the page's <head> links. */
export type ClientAssets = Record<ClientEntry, PageAssets>;

interface Page {
  title: string;
  description: string;
  query?: Record<string, string>;
  body: ReactNode;
}

function page(path: SitePath, intl: IntlShape, data: SiteData): Page {
  const t = intl.formatMessage;
  const titled = (title: string) => `${title} | ${t(frame.brand)}`;
  switch (path) {
    case '/':
    case '/home':
      return {
        title: t(home.title),
        description: t(home.description),
        body: <Home plans={data.plans} contactForm={data.contact} />,
      };
    case '/about':
      return { title: titled(t(about.title)), description: t(about.description), body: <About /> };
    case '/configuration':
      return {
        title: titled(t(configuration.title)),
        description: t(configuration.description),
        body: <Configuration />,
      };
    case '/settings':
      return { title: titled(t(settings.title)), description: t(settings.description), body: <Settings /> };
    case '/tariffs': {
      const type = data.tariffs?.type ?? data.tariffTypes[0]?.id ?? '';
      return {
        title: titled(t(tariffs.title)),
        description: t(tariffs.description),
        // The first type is the plain /tariffs; the others carry theirs.
        query: type === data.tariffTypes[0]?.id ? {} : { type },
        body: <Tariffs types={data.tariffTypes} type={type} rows={data.tariffs?.rows ?? []} />,
      };
    }
  }
}

/** The page's stylesheets and scripts, each once, from its client entries. */
function pageAssets(path: SitePath, assets: ClientAssets): PageAssets {
  const entries = pageScripts[path].map((entry) => assets[entry]);
  return {
    css: [...new Set(entries.flatMap((entry) => entry.css))],
    js: [...new Set(entries.flatMap((entry) => entry.js.slice(0, 1)))],
  };
}

/** The full HTML document of a page in a language, with only that language's messages. */
export async function renderPage(
  path: SitePath,
  locale: Locale,
  data: SiteData,
  assets: ClientAssets,
): Promise<string> {
  const messages = await loadMessages(locale);
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages });
  const { body, ...head } = page(path, intl, data);
  const html = renderToStaticMarkup(
    <RawIntlProvider value={intl}>
      <Document path={path} origin={data.origin} assets={pageAssets(path, assets)} {...head}>
        {body}
      </Document>
    </RawIntlProvider>,
  );
  return `<!doctype html>${html}`;
}
