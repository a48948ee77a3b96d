// The kit's setup: jest-dom matchers, jsdom stand-ins for layout APIs, cleanup after each test.
import '@switchboard/ui/test-setup';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The router restores scroll positions; jsdom has no layout to scroll.
window.scrollTo = () => {};

afterEach(() => {
  sessionStorage.clear();
});

// A dialog's form loads at its first opening: on a machine busy with other suites, compiling it
// can take longer than Testing Library's default second (5 s was seen to run out in CI beside the
// API suite), which is not what these tests check. Passing tests do not wait longer for it.
configure({ asyncUtilTimeout: 15_000 });
