import { Dropdown, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { lazyNamed } from '#app/lazyNamed';
import { ClearFiltersButton } from '#features/filters/ClearFiltersButton';
import type { ReportSearch } from './reportSearch';
import { widgetReportsMessages as m } from './widgetReports.messages';

/** The date fields load after the report's first paint: their calendar code is a fifth of the page. */
const DateRangeFilters = lazyNamed(() => import('#features/filters/DateRangeFilters'), 'DateRangeFilters');

export interface ReportFilterBarProps {
  /** The filters in force (usually the address's, see `useFilterSearch`). */
  value: ReportSearch;
  /**
   * Called with the whole new set of filters on every change. A page's own keys in `value` (the
   * map's service) are passed on; "Clear filters" clears them too.
   */
  onChange: (next: ReportSearch) => void;
  /** Further controls of one report (the map's service), placed after the shared ones. */
  children?: ReactNode;
}

/**
 * The filters every report shares (spec §2 Map, §7 Reports): a date range, then the widget, office
 * and department from GET /admin/reports/filter. Offices narrow to the chosen widget, departments to
 * the chosen office, and a narrower choice that no longer fits is dropped. The route's loader
 * loaded the lists (`loadReportFilters`).
 */
export function ReportFilterBar({ value, onChange, children }: ReportFilterBarProps) {
  const intl = useIntl();
  const { queries } = useApp();
  const { data: options } = useSuspenseQuery(queries.reportFilters());

  const offices = options.offices.filter(
    (office) => value.widget === undefined || office.widget_id === value.widget,
  );
  const departments = options.departments.filter(
    (department) =>
      (value.widget === undefined || department.widget_id === value.widget) &&
      (value.office === undefined || department.office_id === value.office),
  );

  const chooseWidget = (widget: number | null) => {
    const keepsOffice = options.offices.some(
      (office) => office.id === value.office && (widget === null || office.widget_id === widget),
    );
    const keepsDepartment = options.departments.some(
      (department) =>
        department.id === value.department && (widget === null || department.widget_id === widget),
    );
    onChange({
      ...value,
      widget: widget ?? undefined,
      office: keepsOffice ? value.office : undefined,
      department:
        keepsDepartment && (value.office === undefined || keepsOffice) ? value.department : undefined,
    });
  };

  const chooseOffice = (office: string | null) => {
    const keepsDepartment =
      office === null ||
      options.departments.some(
        (department) => department.id === value.department && department.office_id === office,
      );
    onChange({
      ...value,
      office: office ?? undefined,
      department: keepsDepartment ? value.department : undefined,
    });
  };

  return (
    <Stack as="section" gap="sm" aria-label={intl.formatMessage(m.filters)}>
      <Stack direction="row" gap="md" align="start" wrap>
        <Suspense fallback={null}>
          <DateRangeFilters value={value} onChange={(next) => onChange(next as ReportSearch)} />
        </Suspense>
        <Dropdown<number>
          label={intl.formatMessage(m.widget)}
          options={options.widgets.map((widget) => ({ value: widget.id, label: widget.name }))}
          value={value.widget ?? null}
          placeholderOption={intl.formatMessage(m.allWidgets)}
          onChange={chooseWidget}
        />
        <Dropdown<string>
          label={intl.formatMessage(m.office)}
          options={unique(offices).map((office) => ({ value: office.id, label: office.name }))}
          value={value.office ?? null}
          placeholderOption={intl.formatMessage(m.allOffices)}
          onChange={chooseOffice}
        />
        <Dropdown<string>
          label={intl.formatMessage(m.department)}
          options={unique(departments).map((department) => ({
            value: department.id,
            label: department.name,
          }))}
          value={value.department ?? null}
          placeholderOption={intl.formatMessage(m.allDepartments)}
          onChange={(department) => onChange({ ...value, department: department ?? undefined })}
        />
        {children}
        <ClearFiltersButton value={value} onClear={() => onChange({})} />
      </Stack>
    </Stack>
  );
}

/**
 * Contact and department ids are unique within a widget only; across widgets the same id is the
 * same filter to the API, so it is offered once.
 */
function unique<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}
