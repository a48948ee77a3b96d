import type { BuildOptions } from 'esbuild';

export declare const TARGET: string;
export declare const ASSETS_DIR: string;
export declare const BUDGETS: { loaderGzip: number; panelGzip: number };
export declare function loaderOptions(dir: string, panelPath: string): BuildOptions;
export declare function panelOptions(dir: string): BuildOptions;
export declare function previewOptions(dir: string): BuildOptions;
export declare const PREVIEW_PAGE: string;
export declare const CACHE_CONTROL: { loader: string; immutable: string; page: string };
export declare const ASSET_HEADERS: Record<string, string>;
export declare const PAGE_HEADERS: Record<string, string>;
export declare function widgetSnippet(dir: string): Promise<{ code: string; pasted: string; budget: number }>;
