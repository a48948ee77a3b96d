import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { fieldControlClass } from '../Field';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import * as styles from './DataTable.css';
import { dataTableMessages as messages } from './DataTable.messages';
import type { DataTableExportFormat } from './DataTable.variants';

export interface DataTableToolbarProps {
  /** Rows per page now shown; the choice is hidden when `null` (the caller pages the rows). */
  pageSize: number | null;
  /** Rows-per-page choices. */
  pageSizeOptions: readonly number[];
  /** Called with the chosen rows per page. */
  onPageSizeChange: (pageSize: number) => void;
  /** Text in the search box; the box is hidden when `null` (no column is searchable). */
  search: string | null;
  /** Called as the user types in the search box. */
  onSearchChange: (search: string) => void;
  /** Export buttons to offer, in order. */
  exportFormats: readonly DataTableExportFormat[];
  /** The format being exported right now, if any. */
  exporting: DataTableExportFormat | null;
  /** Called when an export button is pressed. */
  onExport: (format: DataTableExportFormat) => void;
}

/** Rows per page, global search and export buttons above the table. */
export function DataTableToolbar({
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  search,
  onSearchChange,
  exportFormats,
  exporting,
  onExport,
}: DataTableToolbarProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.toolbar}>
      {pageSize !== null && (
        <div className={styles.toolbarField}>
          <label className={styles.toolbarLabel} htmlFor={`${id}-size`}>
            {intl.formatMessage(messages.pageSize)}
          </label>
          <select
            id={`${id}-size`}
            className={cx(fieldControlClass, styles.pageSizeControl)}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {intl.formatNumber(size)}
              </option>
            ))}
          </select>
        </div>
      )}
      {search !== null && (
        <div className={cx(styles.toolbarField, styles.search)}>
          <label className={styles.toolbarLabel} htmlFor={`${id}-search`}>
            {intl.formatMessage(messages.search)}
          </label>
          <div className={styles.searchControl}>
            <span className={styles.searchIcon} aria-hidden="true">
              <Icon name="search" />
            </span>
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              className={cx(fieldControlClass, styles.searchInput)}
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </div>
        </div>
      )}
      {exportFormats.length > 0 && (
        <div className={styles.exports}>
          {exportFormats.map((format) => (
            <Button
              key={format}
              icon={<Icon name="download" />}
              loading={exporting === format}
              disabled={exporting !== null && exporting !== format}
              onClick={() => onExport(format)}
            >
              {intl.formatMessage(format === 'xlsx' ? messages.exportXlsx : messages.exportCsv)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
