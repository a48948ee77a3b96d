// The little of jsdom's API the host page uses (the package ships no types, and @types/jsdom is
// not in the workspace).
declare module 'jsdom' {
  export class VirtualConsole {
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export interface ConstructorOptions {
    runScripts?: 'dangerously' | 'outside-only';
    url?: string;
    virtualConsole?: VirtualConsole;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
