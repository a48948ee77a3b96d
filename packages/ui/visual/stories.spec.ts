import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { disabledAxeRules } from './axe-rules';
import { loadStories } from './stories';
import { test } from './story-page';

const themes = ['light', 'dark'] as const;

for (const story of loadStories()) {
  for (const theme of themes) {
    test(`${story.title} › ${story.name} [${theme}]`, async ({ storyPage }) => {
      await storyPage.open(story.id, theme);
      const { page } = storyPage;

      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .disableRules(Object.keys(disabledAxeRules))
        .analyze();
      const violations = axe.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
      );
      expect(violations, 'axe violations').toEqual([]);

      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`);
    });
  }
}
