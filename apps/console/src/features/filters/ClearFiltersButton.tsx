import { Button } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { filterMessages as m } from './filters.messages';

/** Clears every filter of the page; disabled while none is set. */
export function ClearFiltersButton({ value, onClear }: { value: object; onClear: () => void }) {
  const intl = useIntl();
  return (
    <Button kind="ghost" disabled={Object.keys(value).length === 0} onClick={onClear}>
      {intl.formatMessage(m.clearFilters)}
    </Button>
  );
}
