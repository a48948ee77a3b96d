import '../packages/ui/fonts.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { direction, isLocale, loadMessages, type Messages } from '../packages/i18n/src/index';
import { preloadPopups } from '../packages/ui/src/internal/deferredPopup';
import { applyThemeMode, type ThemeMode } from '../packages/ui/src/theme';

const locales = ['en', 'ar', 'bg', 'bn', 'de', 'es', 'ru'] as const;

function storyLocale(value: unknown) {
  return typeof value === 'string' && isLocale(value) ? value : 'en';
}

// Theme, locale and direction apply to <html> so that portalled parts (dialogs, toasts,
// popovers) are themed and mirrored like the story itself.
const withKitGlobals: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeMode;
  const locale = storyLocale(context.globals.locale);
  const dir = (context.globals.dir ?? direction(locale)) as 'ltr' | 'rtl';
  const messages = (context.loaded as { messages?: Messages }).messages;
  useLayoutEffect(() => {
    applyThemeMode(theme);
    document.documentElement.dir = dir;
    document.documentElement.lang = locale;
  }, [theme, dir, locale]);
  return (
    <IntlProvider
      locale={locale}
      messages={messages}
      defaultLocale="en"
      onError={(err) => {
        // Kit strings carry English defaults; a locale without a catalog falls back to them.
        if (err.code !== 'MISSING_TRANSLATION') console.error(err);
      }}
    >
      {context.tags.includes('screen') ? (
        // A console screen is a whole page, edge to edge (its app brings its own language).
        <Story />
      ) : (
        <div dir={dir} style={{ padding: 16 }}>
          <Story />
        </div>
      )}
    </IntlProvider>
  );
};

const preview: Preview = {
  // The kit's strings in the story's locale, from the same catalogs the console loads; and the code
  // of the popups (menus, dialogs) the story's modules declared, so a story opens them on its first
  // render as its screenshot expects.
  loaders: [
    async ({ globals }) => ({ messages: await loadMessages(storyLocale(globals.locale)) }),
    async () => {
      await preloadPopups();
      return {};
    },
  ],
  decorators: [withKitGlobals],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: [...locales], dynamicTitle: true },
    },
    dir: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', dir: 'ltr' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
