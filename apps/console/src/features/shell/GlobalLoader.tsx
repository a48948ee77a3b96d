import { LoaderOverlay } from '@switchboard/ui';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages as m } from './shell.messages';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { globalLoader?: boolean };
    mutationMeta: { globalLoader?: boolean };
  }
}

/**
 * The global loader overlay (spec §2): over the whole screen while a query or mutation marked
 * `meta: { globalLoader: true }` runs (statistics; extension create, update and delete).
 */
export function GlobalLoader({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const fetching = useIsFetching({ predicate: (query) => query.meta?.globalLoader === true });
  const mutating = useIsMutating({ predicate: (mutation) => mutation.options.meta?.globalLoader === true });
  return (
    <LoaderOverlay visible={fetching + mutating > 0} fullScreen label={intl.formatMessage(m.working)}>
      {children}
    </LoaderOverlay>
  );
}
