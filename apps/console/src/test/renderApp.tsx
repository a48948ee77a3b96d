import type { Locale, Messages } from '@switchboard/i18n';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '#app/App';
import { type ConsoleAppOptions, consoleApp } from './consoleApp';

export interface RenderAppOptions extends ConsoleAppOptions {
  /** Start in this language, with its loaded catalog (as main.tsx does). @default English */
  locale?: { locale: Locale; messages: Messages };
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
  if (loaded) await act(() => app.router.load());
  const view = render(<App app={app} {...locale} />);
  return { app, user, ...view, location: () => app.router.state.location };
}
