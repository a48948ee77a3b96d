export interface PageSize {
  page: string;
  files: string[];
  kb: number;
}
export const PAGE_BUDGET_KB: number;
export const pageScripts: Record<string, string[]>;
export function entrySource(name: string): string;
export function entryFiles(
  manifest: Record<string, { file: string; imports?: string[] }>,
  name: string,
): string[];
export function measurePages(clientDir: string, scripts?: Record<string, string[]>): PageSize[];
export function overBudget(sizes: PageSize[], budget?: number): string | null;
export function formatSizes(sizes: PageSize[], budget?: number): string;
