export declare const packageDir: string;
export declare const workspaceRoot: string;
export declare const catalogsDir: string;
export declare const sourceGlobs: string[];
export declare const ignoreGlobs: string[];

export interface LocaleReport {
  /** Ids used in code that the catalog lacks. */
  missing: string[];
  /** Ids in the catalog that no code uses. */
  unused: string[];
  /** Ids whose translation uses other {placeholders} than the English default. */
  placeholders: string[];
}

export interface CatalogReport {
  ids: string[];
  /** Ids whose en.json text differs from the default in code. */
  staleEnglish: string[];
  locales: Record<string, LocaleReport>;
  ok: boolean;
}

export declare function extractMessages(options?: {
  root?: string;
  globs?: string[];
  ignore?: string[];
}): Promise<Record<string, string>>;
export declare function readCatalogs(dir?: string): Promise<Record<string, Record<string, string>>>;
export declare function argumentNames(message: string): string[];
/** Ids that only en.json may hold: the English-only profile screens (`profile.*`). */
export declare function isEnglishOnly(id: string): boolean;
export declare function compareCatalogs(
  sourceMessages: Record<string, string>,
  catalogs: Record<string, Record<string, string>>,
  englishOnly?: (id: string) => boolean,
): CatalogReport;
export declare function formatReport(report: CatalogReport): string;
