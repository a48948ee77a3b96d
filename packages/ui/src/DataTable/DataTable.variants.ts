/** Page sizes the users table offers (spec §9): 10 by default, then 5 and 25. */
export const dataTablePageSizes = [5, 10, 25] as const;
export const dataTableDefaultPageSize = 10;

/** Horizontal alignment of a column's cells; logical, so it mirrors in right-to-left layouts. */
export const dataTableAligns = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

/** File formats the table can export its filtered, sorted rows to. */
export const dataTableExportFormats = ['xlsx', 'csv'] as const;
export type DataTableExportFormat = (typeof dataTableExportFormats)[number];
