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

  /** Opens story `id` in `theme`, waiting up to `timeout` ms for it to settle. */
  async open(id: string, theme: string, timeout = 20_000): Promise<void> {
    if (!this.loaded) {
      await this.load(id, theme);
    } else {
      await this.page.evaluate(
        ({ id, theme }) => {
          const channel = (window as Channel).__STORYBOOK_ADDONS_CHANNEL__;
          channel?.emit('updateGlobals', { globals: { theme } });
          channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        },
        { id, theme },
      );
      // A switch that does not settle (a story left in a bad state) falls back to a fresh load.
      if (!(await this.settled(id, theme, timeout / 2))) await this.load(id, theme);
    }
    expect(await this.settled(id, theme, timeout), `story ${id} settles in ${theme}`).toBe(true);
    const phase = await this.page.evaluate(
      () => (window as Preview).__STORYBOOK_PREVIEW__?.currentRender?.phase,
    );
    expect(phase, 'the story renders and its play function passes').not.toMatch(/errored|aborted/);
    await this.page.evaluate(() => document.fonts.ready);
    // Let portalled content (popovers, toasts) finish mounting after the render settles, then paint
    // the whole page afresh: Chromium can leave the previous story's text decoration on screen when
    // only the text under it changed.
    await this.page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => {
            // A frame at another opacity repaints everything without touching layout or focus.
            const root = document.documentElement.style;
            root.opacity = '0.999';
            requestAnimationFrame(() => {
              root.opacity = '';
              requestAnimationFrame(() => requestAnimationFrame(resolve));
            });
          }),
        ),
    );
  }

  private async load(id: string, theme: string): Promise<void> {
    await this.page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
    await this.page.addStyleTag({
      // Theme switches animate colours; axe and screenshots must see the settled state.
      content:
        '*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }',
    });
    // Storybook's hidden error panel, before the story's root, links to its docs: axe would take
    // the first of those for the page's first link, and a screen's skip link (which must come
    // before every other) for content outside its landmarks. The panel keeps its text.
    await this.page.evaluate(() => {
      for (const link of document.querySelectorAll('.sb-wrapper a[href]')) link.removeAttribute('href');
    });
    this.loaded = true;
  }

  /** Whether story `id` has rendered (and played) in `theme` within `timeout` ms. */
  private async settled(id: string, theme: string, timeout: number): Promise<boolean> {
    try {
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
        { timeout },
      );
      return true;
    } catch {
      return false;
    }
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
