/** CSV lines (RFC 4180, CRLF) for the exports, with texts a spreadsheet would run kept inert. */

export type CsvCell = string | number | Date;

/** A text a spreadsheet would take for a formula (a sender named '=…') is kept as text. */
export const inert = (text: string) =>
  /^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text) ? `'${text}` : text;

function csvCell(cell: CsvCell): string {
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'number') return String(cell);
  const text = inert(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
