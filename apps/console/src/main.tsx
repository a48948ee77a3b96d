import '@switchboard/ui/fonts.css';
import { DEFAULT_LOCALE, direction, englishMessages, storedLocale } from '@switchboard/i18n';
import { AppLoading, applyThemeMode, storedThemeMode, systemThemeMode } from '@switchboard/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { App } from './app/App';
import { createApp } from './app/createApp';
import { loadCatalog } from './features/i18n/loadCatalog';
import { onIntlError } from './features/i18n/onIntlError';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

// Spec §2: a spinner until the app is mounted, in the stored theme and direction from the start.
const locale = storedLocale() ?? DEFAULT_LOCALE;
document.documentElement.lang = locale;
document.documentElement.dir = direction(locale);
applyThemeMode(storedThemeMode() ?? systemThemeMode());
root.render(
  <IntlProvider
    locale={locale}
    defaultLocale={DEFAULT_LOCALE}
    messages={englishMessages}
    onError={onIntlError}
  >
    <AppLoading />
  </IntlProvider>,
);

const app = createApp();

// The language's catalog and the first page (whose root route loads the profile, GET /admin/me)
// load side by side; the app mounts whether or not the profile could be loaded. No top-level await:
// this module shares its chunk with the code the pages import, which would then wait on it forever.
void Promise.all([
  loadCatalog(locale).catch(() => englishMessages),
  app.router.load().catch(() => undefined),
]).then(([messages]) =>
  root.render(
    <StrictMode>
      <App app={app} locale={messages === englishMessages ? DEFAULT_LOCALE : locale} messages={messages} />
    </StrictMode>,
  ),
);
