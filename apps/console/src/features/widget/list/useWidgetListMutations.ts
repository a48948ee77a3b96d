import { useMutation } from '@tanstack/react-query';
import { useApp } from '#app/AppContextProvider';

/**
 * The widget list's writes. The api-client puts each answer straight into the cached list (spec
 * §4), so the page never refetches it, and refreshes the reports when a widget comes or goes.
 */
export function useWidgetListMutations() {
  const { mutations } = useApp();
  return {
    create: useMutation(mutations.createWidget()),
    update: useMutation(mutations.updateWidget()),
    activate: useMutation(mutations.activateWidget()),
    remove: useMutation(mutations.deleteWidget()),
  };
}
