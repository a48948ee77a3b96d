import { type Locale, loadMessages } from '@switchboard/i18n';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '#app/App';
import { type ConsoleAppOptions, consoleApp } from './consoleApp';

export interface RenderAppOptions extends ConsoleAppOptions {
  /** Start in this language, its catalog loaded first (as main.tsx does). @default English */
  locale?: Locale | undefined;
  /**
   * Render once the first navigation has loaded (its guards and loaders), as a user sees the page
   * after its pending state; `false` renders at once, to see the pending state. @default true
   */
  loaded?: boolean;
}

/** The whole console (providers, router, guards) at `path`, with the API faked at fetch. */
export async function renderApp({ locale, loaded = true, ...options }: RenderAppOptions) {
  const app = consoleApp(options);
  const user = userEvent.setup();
  const catalog = locale ? { locale, messages: await loadMessages(locale) } : {};
  if (loaded) await act(() => app.router.load());
  const view = render(<App app={app} {...catalog} />);
  return { app, user, ...view, location: () => app.router.state.location };
}
