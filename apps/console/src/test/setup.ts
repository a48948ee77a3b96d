// The kit's setup: jest-dom matchers, jsdom stand-ins for layout APIs, cleanup after each test.
import '@switchboard/ui/test-setup';
import { afterEach } from 'vitest';

// The router restores scroll positions; jsdom has no layout to scroll.
window.scrollTo = () => {};

afterEach(() => {
  sessionStorage.clear();
});
