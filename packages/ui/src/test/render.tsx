import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

function KitProviders({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

/** Renders inside the providers every kit component expects, with a user-event session. */
export function renderWithKit(
  ui: ReactElement,
  options?: RenderOptions & { advanceTimers?: (ms: number) => void },
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup(options?.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  return { user, ...render(ui, { wrapper: KitProviders, ...options }) };
}
