import { type Locale, localeNames, locales } from '@switchboard/i18n';
import { themeClasses } from '@switchboard/ui/theme';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { HEAD_SCRIPT } from './head-script.ts';
import { frame, withValues } from './messages.ts';
import type { SitePath } from './pages.ts';
import * as css from './styles/site.css.ts';

/** The built files a page links: its stylesheets and its scripts, as URLs. */
export interface PageAssets {
  css: string[];
  js: string[];
}

/** A page's URL in a language: English at the plain path (also x-default), the others with ?lang. */
export function localeUrl(path: string, locale: Locale, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (locale !== 'en') params.set('lang', locale);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='4' fill='%230b63ce'/%3E%3C/svg%3E";

const navItems = [
  ['/home', frame.home],
  ['/about', frame.about],
  ['/tariffs', frame.tariffs],
  ['/configuration', frame.configuration],
  ['/settings', frame.settings],
] as const;

interface DocumentProps {
  path: SitePath;
  /** The page's own query beside the language (the tariffs page's type). */
  query?: Record<string, string>;
  origin: string;
  title: string;
  description: string;
  assets: PageAssets;
  children: ReactNode;
}

/** The whole HTML document of a page: head (title, description, alternates, head script), header, footer. */
export function Document({ path, query = {}, origin, title, description, assets, children }: DocumentProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const urls = Object.fromEntries(locales.map((l) => [l, localeUrl(path, l, query)])) as Record<
    Locale,
    string
  >;
  const link = (target: string) => localeUrl(target, locale);
  const current = path === '/' ? '/home' : path;
  return (
    <html
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      className={themeClasses.light}
      data-themes={`${themeClasses.light} ${themeClasses.dark}`}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {/* The console's icon, inline: no request for /favicon.ico, which the site does not serve. */}
        <link rel="icon" href={ICON} />
        <link rel="canonical" href={origin + urls[locale]} />
        {locales.map((l) => (
          <link key={l} rel="alternate" hrefLang={l} href={origin + urls[l]} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={origin + urls.en} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.js.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>
        <a className={css.skipLink} href="#main">
          {intl.formatMessage(frame.skip)}
        </a>
        <header className={css.header}>
          <div className={css.bar}>
            <a className={css.brand} href={link('/')}>
              {intl.formatMessage(frame.brand)}
            </a>
            <nav aria-label={intl.formatMessage(frame.nav)} className={css.nav}>
              <ul className={css.navList}>
                {navItems.map(([target, label]) => (
                  <li key={target}>
                    <a
                      className={css.navLink}
                      href={link(target)}
                      aria-current={target === current ? 'page' : undefined}
                    >
                      {intl.formatMessage(label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={css.tools}>
              <details className={css.languages}>
                <summary className={css.button.secondary}>
                  <span className={css.hidden}>{intl.formatMessage(frame.language)}: </span>
                  {localeNames[locale]}
                </summary>
                <ul className={css.languageList}>
                  {locales.map((l) => (
                    <li key={l}>
                      <a
                        className={css.languageLink}
                        href={urls[l]}
                        hrefLang={l}
                        lang={l}
                        data-lang={l}
                        aria-current={l === locale ? 'true' : undefined}
                      >
                        {localeNames[l]}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
              <button
                type="button"
                className={`${css.button.secondary} ${css.themeToggle}`}
                data-theme-toggle
                aria-pressed="false"
              >
                {intl.formatMessage(frame.darkMode)}
              </button>
              <a className={css.button.secondary} href="/login">
                {intl.formatMessage(frame.login)}
              </a>
              <a className={css.button.primary} href="/register">
                {intl.formatMessage(frame.register)}
              </a>
            </div>
          </div>
        </header>
        <main id="main" className={css.main}>
          {children}
        </main>
        <footer className={css.footer}>
          <div className={css.bar}>
            <p className={css.muted}>
              {intl.formatMessage(withValues.footer, { year: new Date().getFullYear() })}
            </p>
          </div>
        </footer>
      </body>
    </html>
  );
}
