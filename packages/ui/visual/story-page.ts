import { test as base, expect, type Page } from '@playwright/test';

type Preview = { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } };
type Channel = { __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void } };

const settled = ['completed', 'finished', 'errored', 'aborted'];

/**
 * A Storybook iframe kept open for a whole worker: switching stories over Storybook's channel is
 * several times faster than loading iframe.html for every story. Each switch waits for the story's
 * render (and play function) to settle, the theme to apply and fonts to load.
 */
export class StoryPage {
  private loaded = false;

  constructor(readonly page: Page) {}

  async open(id: string, theme: string): Promise<void> {
    if (!this.loaded) {
      await this.page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
      await this.page.addStyleTag({
        // Theme switches animate colours; axe and screenshots must see the settled state.
        content:
          '*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }',
      });
      this.loaded = true;
    } else {
      await this.page.evaluate(
        ({ id, theme }) => {
          const channel = (window as Channel).__STORYBOOK_ADDONS_CHANNEL__;
          channel?.emit('updateGlobals', { globals: { theme } });
          channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        },
        { id, theme },
      );
    }
    await this.page.waitForFunction(
      ({ id, theme, settled }) => {
        const render = (window as Preview).__STORYBOOK_PREVIEW__?.currentRender;
        return (
          render?.id === id &&
          settled.includes(render.phase ?? '') &&
          document.documentElement.dataset.theme === theme
        );
      },
      { id, theme, settled },
    );
    const phase = await this.page.evaluate(
      () => (window as Preview).__STORYBOOK_PREVIEW__?.currentRender?.phase,
    );
    expect(phase, 'the story renders and its play function passes').not.toMatch(/errored|aborted/);
    await this.page.evaluate(() => document.fonts.ready);
    // Let portalled content (popovers, toasts) finish mounting after the render settles.
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
}

export const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1 });
      await use(new StoryPage(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
});
