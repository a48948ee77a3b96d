import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { compactSearch } from './dateRange';

/**
 * The filters of the current address, as the route's `validateSearch` reads them, and a setter
 * that writes them back (replacing the history entry: every keystroke in a date is no step to go
 * back to).
 */
export function useFilterSearch<S extends object>(validate: (search: Record<string, unknown>) => S) {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => validate(raw), [validate, raw]);
  const setSearch = (next: S) => void navigate({ to: '.', search: compactSearch(next), replace: true });
  return [search, setSearch] as const;
}
