import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Shared with the console's tests (`@switchboard/ui/test-setup`).

// `findBy…` and `waitFor` return as soon as what they wait for appears; the limit only bounds a wait
// for something that never comes, and 1 s is too short when other suites load both cores.
configure({ asyncUtilTimeout: 10_000 });
// jsdom lacks the layout APIs that Radix and react-aria call; these stand-ins do nothing visible.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
