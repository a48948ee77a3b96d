import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApp } from '#app/AppContextProvider';
import { useSession } from '#features/session/useSession';

/**
 * What the widget runtime (apps/widget) adds to a page, to be taken away again: its one element
 * (`HOST_TAG` in apps/widget/src/loader/boot.ts) and its one global (the command queue).
 */
export const WIDGET_HOST_TAG = 'switchboard-widget';
export const WIDGET_GLOBAL = 'SwitchboardWidget';
/** The loader, served by the API on the console's origin (proxied to it by the dev server). */
export const WIDGET_SCRIPT_SRC = '/widget.js';

/** How many mounted users of the hook there are (the profile shell: 0 or 1). */
let open = 0;
/** Removes hosts drawn late (see `guardHosts`); disconnected a minute after the area closes. */
let guard: MutationObserver | null = null;
let guardTimer: ReturnType<typeof setTimeout> | undefined;
const GUARD_AFTER_CLOSE_MS = 60_000;

/**
 * The loader draws its host element only after fetching its config, so it may arrive after the
 * area was left (or a second time after a quick return, by the earlier visit's loader). While the
 * area is closed any host added to the page is removed; while it is open only the first is kept.
 * The loader puts its host on the root element, after <body>; both are watched.
 */
function guardHosts() {
  clearTimeout(guardTimer);
  if (guard || typeof MutationObserver === 'undefined') return;
  guard = new MutationObserver(() => {
    document.querySelectorAll(WIDGET_HOST_TAG).forEach((host, index) => {
      if (open === 0 || index > 0) host.remove();
    });
  });
  guard.observe(document.documentElement, { childList: true });
  guard.observe(document.body, { childList: true });
}

function removeWidget() {
  for (const host of document.querySelectorAll(WIDGET_HOST_TAG)) host.remove();
  delete (window as { [WIDGET_GLOBAL]?: unknown })[WIDGET_GLOBAL];
  guardTimer = setTimeout(() => {
    guard?.disconnect();
    guard = null;
  }, GUARD_AFTER_CLOSE_MS);
}

/**
 * Spec §2: while the profile area is open it loads the provider's client widget script, and it
 * removes it on leaving. Adds `<script async src="/widget.js" data-switchboard-key=…
 * data-switchboard-api=…>` (the attributes the loader reads) to <body>; on unmount removes the
 * script, the widget's host element and its global, so the next visit starts a fresh loader.
 * The widget is the one an administrator picked (GET /admin/provider-widget); none picked, or the
 * answer failing, loads nothing: the page never waits for it.
 */
export function useProviderWidgetScript(): void {
  const { queries } = useApp();
  const { loggedIn } = useSession();
  // Not in the route's loader: the profile pages never wait for, or fail with, the widget.
  const key = useQuery({ ...queries.providerWidget(), enabled: loggedIn }).data?.public_key;
  useEffect(() => {
    if (!key) return;
    open += 1;
    guardHosts();
    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_SCRIPT_SRC;
    script.setAttribute('data-switchboard-key', key);
    script.setAttribute('data-switchboard-api', window.location.origin);
    document.body.append(script);
    return () => {
      open -= 1;
      script.remove();
      if (open === 0) removeWidget();
    };
  }, [key]);
}
