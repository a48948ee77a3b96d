import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE, englishMessages, isLocale, type Locale, type Messages } from '@switchboard/i18n';
import { THEME_STORAGE_KEY } from '@switchboard/ui';
import { expect, waitFor, within } from 'storybook/test';
import { App } from '#app/App';
import type { ConsoleApp } from '#app/createApp';
import { loadCatalog } from '#features/i18n/loadCatalog';
import { consoleApp } from '#test/consoleApp';

export interface Screen {
  /** The address the console opens at, logged in as the fixtures' account owner. */
  path: string;
  /** The API faked at fetch over the test fixtures (`fakeApi` and its kin), afresh for every render. */
  api: () => { fetch: typeof globalThis.fetch };
  /**
   * Texts of the fixtures (the same in every language) that are on screen once it has loaded:
   * the story is done, and its screenshot taken, only when all of them show.
   */
  shows: readonly (string | RegExp)[];
}

interface Loaded {
  screen: { app: ConsoleApp; locale: Locale; messages: Messages; key: number };
}

/** A fresh key per load, so a change of theme or language mounts the app anew, as a reload would. */
let loads = 0;

/** A Spinner (a page or a section still loading), or a control or table busy with a request. */
const BUSY = '[aria-busy="true"], [role="status"][aria-label]';

/**
 * How a `Screens/…` story file renders its screen: the whole app (providers, shell, router, the
 * route's loaders) at the screen's path over the faked API, in the story's theme and language.
 * Spread into the file's meta beside its literal `title` and `tags: ['screen', '!autodocs']`
 * (Storybook reads those two without running the file; `screen` makes the visual suite shoot it at
 * a desktop size with the page-level axe rules on).
 */
export function screenStory(screen: Screen): Pick<Meta, 'globals' | 'loaders' | 'render' | 'play'> {
  return {
    // The visual suite runs axe on every screen; in Storybook it runs when asked in the panel
    // (on a whole page it takes seconds, after every render).
    globals: { a11y: { manual: true } },
    loaders: [
      async ({ globals }): Promise<Loaded> => {
        const locale = isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
        // The console's theme is the stored one (spec §2): the story's, before the app mounts.
        localStorage.setItem(THEME_STORAGE_KEY, globals.theme === 'dark' ? 'dark' : 'light');
        const app = consoleApp({ path: screen.path, fetch: screen.api().fetch, loggedIn: true });
        // As main.tsx does: the language's catalog and the first page load side by side.
        const [messages] = await Promise.all([
          locale === DEFAULT_LOCALE ? englishMessages : loadCatalog(locale),
          app.router.load(),
        ]);
        return { screen: { app, locale, messages, key: ++loads } };
      },
    ],
    render: (_args, { loaded }) => {
      const { app, locale, messages, key } = (loaded as Loaded).screen;
      return <App key={key} app={app} locale={locale} messages={messages} />;
    },
    play: async ({ loaded }) => {
      const { app } = (loaded as Loaded).screen;
      const page = within(document.body);
      for (const text of screen.shows) {
        await expect(await page.findAllByText(text, {}, { timeout: 20_000 })).not.toHaveLength(0);
      }
      // Nothing left to load: the route settled, no request in flight, no spinner.
      await waitFor(
        () => {
          expect(app.router.state.status).toBe('idle');
          expect(app.queryClient.isFetching()).toBe(0);
          expect(document.querySelector(BUSY)).toBeNull();
        },
        { timeout: 20_000 },
      );
    },
  };
}

/** A screen's story in Arabic: the whole console mirrored, right to left. */
export const arabic: StoryObj = { globals: { locale: 'ar', dir: 'rtl' } };
