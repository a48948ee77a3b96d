import { widgetMutations } from '@switchboard/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApp } from '#app/AppContextProvider';

/**
 * The widget list's writes. The api-client puts each answer straight into the cached list (spec
 * §4), so the page never refetches it, and refreshes the reports when a widget comes or goes.
 */
export function useWidgetListMutations() {
  const { api } = useApp();
  return {
    create: useMutation(widgetMutations(api).createWidget()),
    update: useMutation(widgetMutations(api).updateWidget()),
    activate: useMutation(widgetMutations(api).activateWidget()),
    remove: useMutation(widgetMutations(api).deleteWidget()),
  };
}
