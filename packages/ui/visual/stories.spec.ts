import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { disabledAxeRules } from './axe-rules';
import { loadStories } from './stories';

const themes = ['light', 'dark'] as const;

async function openStory(page: Page, id: string, theme: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
  await page.waitForFunction(() => {
    const phase = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
  });
  const phase = await page.evaluate(
    () => (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
      ?.currentRender?.phase,
  );
  expect(phase, 'the story renders and its play function passes').not.toMatch(/errored|aborted/);
  // Theme switches animate colours; axe and screenshots must see the settled state.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }',
  });
  await page.evaluate(() => document.fonts.ready);
}

for (const story of loadStories()) {
  for (const theme of themes) {
    test(`${story.title} › ${story.name} [${theme}]`, async ({ page }) => {
      await openStory(page, story.id, theme);

      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .disableRules(Object.keys(disabledAxeRules))
        .analyze();
      const violations = axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
      expect(violations, 'axe violations').toEqual([]);

      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`);
    });
  }
}
