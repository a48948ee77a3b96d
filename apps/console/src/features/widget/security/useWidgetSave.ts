import type { Widget } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { widgetMessages } from '../widget.messages';

export type WidgetSaveResult = { ok: true; widget: Widget } | { ok: false; error: unknown };

/**
 * Runs a save that answers the whole widget (its mutation stores the answer in the cached list)
 * and says 'Widget data saved!', or 'Unable to save phone data' (spec §8).
 */
export function useWidgetSave() {
  const intl = useIntl();
  return async (save: () => Promise<Widget>): Promise<WidgetSaveResult> => {
    try {
      const widget = await save();
      toast.success(intl.formatMessage(widgetMessages.saved));
      return { ok: true, widget };
    } catch (error) {
      toast.danger(intl.formatMessage(widgetMessages.saveFailed));
      return { ok: false, error };
    }
  };
}
