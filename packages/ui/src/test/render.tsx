import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

function KitProviders({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

/**
 * Renders inside the providers every kit component expects (in `locale`, English by default), with
 * a user-event session.
 */
export function renderWithKit(
  ui: ReactElement,
  options?: RenderOptions & { advanceTimers?: (ms: number) => void; locale?: string },
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup(options?.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const locale = options?.locale ?? 'en';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KitProviders locale={locale}>{children}</KitProviders>
  );
  return { user, ...render(ui, { wrapper, ...options }) };
}
