import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { LanguageMenuButton, type LanguageMenuProps } from '../LanguageMenu/LanguageMenu';
import LanguageMenuPopup from '../LanguageMenu/LanguageMenuPopup';
import { renderWithKit } from '../test/render';
import { DeferredPopup, popupLoader } from './deferredPopup';

const options = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
];

/** A loader whose code arrives when the test says so (or fails to). */
function gatedLoader() {
  let settle: { arrive: () => void; fail: () => void } | undefined;
  const importPopup = vi.fn(
    () =>
      new Promise<{ default: ComponentType<LanguageMenuProps> }>((resolve, reject) => {
        settle = {
          arrive: () => resolve({ default: LanguageMenuPopup }),
          fail: () => reject(new Error('offline')),
        };
      }),
  );
  const settleWith = async (outcome: 'arrive' | 'fail') => {
    await waitFor(() => expect(settle).toBeDefined());
    await act(async () => settle?.[outcome]());
  };
  return {
    loader: popupLoader(importPopup),
    importPopup,
    arrive: () => settleWith('arrive'),
    fail: () => settleWith('fail'),
  };
}

function renderMenu(loader: ReturnType<typeof gatedLoader>['loader'], onChange = vi.fn()) {
  const props = { options, value: 'en', onChange };
  return renderWithKit(
    <DeferredPopup
      loader={loader}
      props={props}
      popup="menu"
      standIn={(handlers) => <LanguageMenuButton options={options} value="en" {...handlers} />}
    />,
  );
}

const button = () => screen.getByRole('button', { name: 'Language: English' });

describe('DeferredPopup', () => {
  it('shows the button at once, saying what it opens, and loads the code only when asked', async () => {
    const gated = gatedLoader();
    const { user } = renderMenu(gated.loader);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(gated.importPopup).not.toHaveBeenCalled();
    await user.hover(button());
    expect(gated.importPopup).toHaveBeenCalledTimes(1);
  });

  it('keeps focus on the button when the code arrives while it is focused', async () => {
    const gated = gatedLoader();
    renderMenu(gated.loader);
    act(() => button().focus());
    await gated.arrive();
    expect(button()).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('replays a key pressed before the code arrived: the menu opens on its first item', async () => {
    const gated = gatedLoader();
    const { user } = renderMenu(gated.loader);
    act(() => button().focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    await gated.arrive();
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  });

  it('opens on a pointer press made before the code arrived', async () => {
    const gated = gatedLoader();
    const { user } = renderMenu(gated.loader);
    await user.click(button());
    await gated.arrive();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('tries again after the code failed to load, without opening late', async () => {
    const gated = gatedLoader();
    const { user } = renderMenu(gated.loader);
    await user.click(button());
    await gated.fail();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.unhover(button());
    await user.hover(button());
    expect(gated.importPopup).toHaveBeenCalledTimes(2);
  });
});
