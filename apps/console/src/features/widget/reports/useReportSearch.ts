import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { compactReportSearch, type ReportSearch, validateReportSearch } from './reportSearch';

/**
 * The report filters of the current address, and a setter that writes them back (replacing the
 * history entry: every keystroke in a date is no step to go back to). A report with filters of its
 * own passes its route's `validateSearch`, which extends `validateReportSearch`.
 */
export function useReportSearch(): readonly [ReportSearch, (next: ReportSearch) => void];
export function useReportSearch<S extends ReportSearch>(
  validate: (search: Record<string, unknown>) => S,
): readonly [S, (next: S) => void];
export function useReportSearch(
  validate: (search: Record<string, unknown>) => ReportSearch = validateReportSearch,
) {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => validate(raw), [validate, raw]);
  const setSearch = (next: ReportSearch) =>
    void navigate({ to: '.', search: compactReportSearch(next), replace: true });
  return [search, setSearch] as const;
}
