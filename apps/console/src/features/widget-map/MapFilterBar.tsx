import { REPORT_TYPES, type ReportFilters, type ReportType } from '@switchboard/contract';
import { Dropdown, Stack, TextField } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { dateProblems, departmentsOf, type MapFilters, officesOf } from './mapFilters';
import { serviceNames } from './serviceNames';
import { widgetMapMessages as m } from './widgetMap.messages';

interface MapFilterBarProps {
  filters: MapFilters;
  /** What can be chosen; empty lists while they load or when they failed. */
  options: ReportFilters;
  onChange: (filters: MapFilters) => void;
}

/**
 * The map's filters (spec §2): a time range, the service, and the widget, office and department,
 * each list narrowed by the choice before it.
 */
export function MapFilterBar({ filters, options, onChange }: MapFilterBarProps) {
  const intl = useIntl();
  const problems = dateProblems(filters);
  const offices = officesOf(options, filters.widgetId);
  const departments = departmentsOf(options, filters.widgetId, filters.officeId);
  const dateError = (problem: 'date' | 'range' | undefined) =>
    problem && intl.formatMessage(problem === 'date' ? m.dateInvalid : m.rangeInvalid);

  const chooseWidget = (widgetId: number | null) => {
    const keepOffice = offices.some(
      (o) => o.id === filters.officeId && (widgetId === null || o.widget_id === widgetId),
    );
    const officeId = keepOffice ? filters.officeId : null;
    const keepDepartment = departmentsOf(options, widgetId, officeId).some(
      (d) => d.id === filters.departmentId,
    );
    onChange({ ...filters, widgetId, officeId, departmentId: keepDepartment ? filters.departmentId : null });
  };
  const chooseOffice = (officeId: string | null) => {
    const keepDepartment = departmentsOf(options, filters.widgetId, officeId).some(
      (d) => d.id === filters.departmentId,
    );
    onChange({ ...filters, officeId, departmentId: keepDepartment ? filters.departmentId : null });
  };

  return (
    <Stack
      as="section"
      direction="row"
      gap="md"
      wrap
      align="start"
      aria-label={intl.formatMessage(m.filters)}
    >
      <TextField
        label={intl.formatMessage(m.startDate)}
        hint={intl.formatMessage(m.dateHint)}
        value={filters.startDate}
        onChange={(startDate) => onChange({ ...filters, startDate })}
        error={dateError(problems.startDate)}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        label={intl.formatMessage(m.endDate)}
        hint={intl.formatMessage(m.dateHint)}
        value={filters.endDate}
        onChange={(endDate) => onChange({ ...filters, endDate })}
        error={dateError(problems.endDate)}
        inputMode="numeric"
        autoComplete="off"
      />
      <Dropdown<ReportType>
        label={intl.formatMessage(m.service)}
        options={REPORT_TYPES.map((type) => ({ value: type, label: intl.formatMessage(serviceNames[type]) }))}
        placeholderOption={intl.formatMessage(m.allServices)}
        value={filters.service}
        onChange={(service) => onChange({ ...filters, service })}
      />
      <Dropdown<number>
        label={intl.formatMessage(m.widget)}
        options={options.widgets.map((w) => ({ value: w.id, label: w.name }))}
        placeholderOption={intl.formatMessage(m.allWidgets)}
        value={filters.widgetId}
        onChange={chooseWidget}
        searchable
      />
      <Dropdown<string>
        label={intl.formatMessage(m.office)}
        options={offices.map((o) => ({ value: o.id, label: o.name }))}
        placeholderOption={intl.formatMessage(m.allOffices)}
        value={filters.officeId}
        onChange={chooseOffice}
        searchable
      />
      <Dropdown<string>
        label={intl.formatMessage(m.department)}
        options={departments.map((d) => ({ value: d.id, label: d.name }))}
        placeholderOption={intl.formatMessage(m.allDepartments)}
        value={filters.departmentId}
        onChange={(departmentId) => onChange({ ...filters, departmentId })}
        searchable
      />
    </Stack>
  );
}
