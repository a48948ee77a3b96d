import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is, in light and in dark, and expects no violations in either. */
export async function expectAccessible(page: Page): Promise<void> {
  const initial = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => {
      localStorage.setItem('theme', mode);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: mode }));
    }, theme);
    await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, theme);
    // Colours fade to the new theme (and an overlay fades in): axe must judge the end, not a frame
    // halfway through. Endless animations (spinners) are left out.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const violations = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
    );
    expect(violations, `axe violations on ${page.url()} in ${theme}`).toEqual([]);
  }
  await page.evaluate((mode) => {
    localStorage.setItem('theme', mode);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: mode }));
  }, initial);
}
