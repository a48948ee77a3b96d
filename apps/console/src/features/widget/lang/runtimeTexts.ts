import { loadDictionary } from '@switchboard/widget-embed/i18n';
import { queryOptions } from '@tanstack/react-query';
import type { SessionContext } from '#app/context';
import { loadActiveWidget } from '../activeWidget';

/** The widget runtime's built-in texts in one language (a chunk of the widget package), loaded once. */
export const runtimeTexts = (code: string) =>
  queryOptions({
    queryKey: ['widget-runtime-texts', code],
    queryFn: () => loadDictionary(code),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The languages page's loader: the active widget and the built-in texts of its current language. */
export async function loadLanguagesPage(context: SessionContext): Promise<void> {
  const widget = await loadActiveWidget(context);
  await context.queryClient.ensureQueryData(runtimeTexts(widget.multilanguage.lang));
}
