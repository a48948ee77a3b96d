export declare const SNIPPET_GEN: string;
export declare function minifySnippet(): Promise<string>;
export declare function cspHash(code: string): string;
export declare function snippetModule(code: string): string;
