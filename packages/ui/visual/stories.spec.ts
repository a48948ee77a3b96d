import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { disabledAxeRules } from './axe-rules';
import { loadStories } from './stories';
import { test } from './story-page';

const themes = ['light', 'dark'] as const;

/** Components at the size of the project's viewport; console screens (tag `screen`) at a desktop's. */
const screenViewport = { width: 1280, height: 800 };

for (const story of loadStories()) {
  const screen = story.tags.includes('screen');
  for (const theme of themes) {
    test(`${story.title} › ${story.name} [${theme}]`, async ({ storyPage }, testInfo) => {
      const { page } = storyPage;
      const viewport = screen ? screenViewport : testInfo.project.use.viewport;
      if (viewport) await page.setViewportSize(viewport);
      // A screen loads the whole console (its shell, router and the route's data) before it settles.
      if (screen) test.slow();
      await storyPage.open(story.id, theme, screen ? 60_000 : undefined);

      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        // A screen is a whole page: its landmarks and headings are checked too.
        .disableRules(screen ? [] : Object.keys(disabledAxeRules))
        .analyze();
      const violations = axe.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
      );
      expect(violations, 'axe violations').toEqual([]);

      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`);
    });
  }
}
