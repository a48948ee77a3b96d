import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { Toaster } from './Toast';
import { createToastStore, type ToastStore } from './Toast.store';

function toastWith(text: string) {
  return screen.getByText(text, { selector: 'li *' }).closest('li') as HTMLElement;
}

describe('Toaster', () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    store = createToastStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderToaster = () =>
    renderWithKit(<Toaster store={store} />, { advanceTimers: vi.advanceTimersByTime });

  it('shows toasts called from outside React in a labelled region at the top', () => {
    renderToaster();
    act(() => {
      store.success('Widget data saved!');
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getByText('Widget data saved!')).toBeVisible();
  });

  it('closes after 5000 ms, not before', () => {
    renderToaster();
    act(() => {
      store.danger('Request timed out');
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Request timed out', { selector: 'li *' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Request timed out', { selector: 'li *' })).toBeNull();
  });

  it('stays while hovered and closes 5000 ms after the pointer leaves', async () => {
    const { user } = renderToaster();
    act(() => {
      store.light('Email has been resent to your address! Please check');
    });
    const item = toastWith('Email has been resent to your address! Please check');
    await user.hover(item);
    act(() => vi.advanceTimersByTime(10_000));
    expect(item).toBeInTheDocument();

    await user.unhover(item);
    act(() => vi.advanceTimersByTime(4900));
    expect(item).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(item).not.toBeInTheDocument();
  });

  it('marks each kind with its icon: check circle, warning triangle, exclamation circle', () => {
    renderToaster();
    act(() => {
      store.success('Saved');
      store.danger('Failed');
      store.light('Heads up');
    });
    expect(within(toastWith('Saved')).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(toastWith('Failed')).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(within(toastWith('Heads up')).getByRole('img', { name: 'Notice' })).toBeInTheDocument();
  });

  it('lists the newest first and closes one with its close button', async () => {
    const { user } = renderToaster();
    act(() => {
      store.success('First');
      store.success('Second');
    });
    const items = within(screen.getByRole('region')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Second', 'First']);

    await user.click(within(toastWith('Second')).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Second', { selector: 'li *' })).toBeNull();
    expect(screen.getByText('First', { selector: 'li *' })).toBeInTheDocument();
  });

  it('regression: after one toast is closed with its close button, the others still close after 5000 ms', async () => {
    const { user } = renderWithKit(
      <>
        <button type="button">Save</button>
        <Toaster store={store} />
      </>,
      { advanceTimers: vi.advanceTimersByTime },
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    act(() => {
      store.success('First');
      store.success('Second');
    });
    await user.click(within(toastWith('Second')).getByRole('button', { name: 'Close notification' }));
    // The pointer moves on; focus goes back where it was instead of staying in the toast list.
    await user.unhover(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByText('First', { selector: 'li *' })).toBeNull();
    expect(save).toHaveFocus();
  });

  it('announces danger toasts assertively and others politely', () => {
    renderToaster();
    act(() => {
      store.danger('Request timed out');
    });
    act(() => vi.advanceTimersByTime(50));
    const announcement = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Request timed out'));
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
  });
});
