import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { createToastStore } from './Toast.store';
import { ToasterOnDemand } from './ToasterOnDemand';

// The Toaster's code cannot load, as when the network is gone.
vi.mock('./Toast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('ToasterOnDemand without its code', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still shows the toasts, announced, and closes them after their time', async () => {
    const store = createToastStore();
    renderWithKit(<ToasterOnDemand store={store} duration={5000} />);
    act(() => {
      store.danger('Network error');
      store.success('Saved');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
