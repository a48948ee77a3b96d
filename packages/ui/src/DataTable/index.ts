export { DataTable, type DataTableProps } from './DataTable';
export type { DataTableColumn, DataTableExportValue, DataTablePaging } from './DataTable.types';
export {
  type DataTableAlign,
  type DataTableExportFormat,
  dataTableAligns,
  dataTableDefaultPageSize,
  dataTableExportFormats,
  dataTablePageSizes,
} from './DataTable.variants';
