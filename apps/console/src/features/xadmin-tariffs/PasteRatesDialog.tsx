import { tariffMutations } from '@switchboard/api-client';
import type { TariffType } from '@switchboard/contract';
import { TextArea } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { adminTariffsMessages as m } from './adminTariffs.messages';
import { EditDialog } from './EditDialog';
import { parseRateLines } from './priceText';

/** Rates of many countries at once, pasted from a price list; listed countries get the new rate. */
export function PasteRatesDialog({
  type,
  name,
  onClose,
}: {
  type: TariffType;
  name: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { api, queries } = useApp();
  const { data: countries } = useSuspenseQuery(queries.countries());
  const setRates = useMutation(tariffMutations(api).setTariffRates());
  const check = (text: string) => {
    const pasted = parseRateLines(text, countries);
    if (pasted.badLines.length > 0)
      return { pasted, error: intl.formatMessage(m.badLines, { lines: pasted.badLines.join(', ') }) };
    if (pasted.rates.length === 0) return { pasted, error: intl.formatMessage(m.noLines) };
    return { pasted, error: null };
  };
  return (
    <EditDialog
      title={intl.formatMessage(m.pasteRatesTitle, { name })}
      initialValues={{ lines: '' }}
      validate={(values): Record<string, string> => {
        const { error } = check(values.lines);
        return error ? { lines: error } : {};
      }}
      save={(values) =>
        setRates.mutateAsync({ params: { type: type.id }, body: { rates: check(values.lines).pasted.rates } })
      }
      savedText={(values) =>
        intl.formatMessage(m.ratesSaved, { count: check(values.lines).pasted.rates.length })
      }
      onClose={onClose}
      fields={(bind) => (
        <TextArea
          {...bind('lines', intl.formatMessage(m.pasteRatesLabel))}
          hint={intl.formatMessage(m.pasteRatesHint)}
          rows={10}
          dir="ltr"
          required
        />
      )}
    />
  );
}
