import { widgetMutations } from '@switchboard/api-client';
import type { Appearance } from '@switchboard/contract';
import { useMutation } from '@tanstack/react-query';
import { useApp } from '#app/AppContextProvider';
import { useThrottledSave } from '../useThrottledSave';

/**
 * Saves the whole appearance (PUT /admin/widget/appearance/{id}) at most once per 2 seconds
 * (spec §4, §9), the latest edit winning; the saved widget goes into the cached list.
 */
export function useAppearanceSave(widgetId: number) {
  const { api } = useApp();
  const update = useMutation(widgetMutations(api).updateWidgetAppearance());
  return useThrottledSave((appearance: Appearance) =>
    update.mutateAsync({ params: { widgetId }, body: { appearance } }),
  );
}
