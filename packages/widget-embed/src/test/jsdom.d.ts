// The little of jsdom's API the snippet test uses (the package ships no types, and @types/jsdom is
// not in the workspace).
declare module 'jsdom' {
  export interface ConstructorOptions {
    runScripts?: 'dangerously' | 'outside-only';
    url?: string;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
