import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { compactReportSearch, type ReportSearch, validateReportSearch } from './reportSearch';

/**
 * The report filters of the current address, and a setter that writes them back (replacing the
 * history entry: every keystroke in a date is no step to go back to).
 */
export function useReportSearch() {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => validateReportSearch(raw), [raw]);
  const setSearch = (next: ReportSearch) =>
    void navigate({ to: '.', search: compactReportSearch(next), replace: true });
  return [search, setSearch] as const;
}
