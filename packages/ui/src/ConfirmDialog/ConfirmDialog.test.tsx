import { screen, waitFor } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { Button } from '../Button/Button';
import { preloadPopups } from '../internal/deferredPopup';
import { renderWithKit } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The dialog's code loads at its first opening (tested in deferredPopup.test); here it is there.
beforeAll(preloadPopups);

describe('ConfirmDialog', () => {
  it('names what will be deleted and offers Close and Confirm', () => {
    renderWithKit(<ConfirmDialog name="alice" defaultOpen onConfirm={() => {}} />);
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to delete alice?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('shows progress while confirming and closes on success', async () => {
    const pending = deferred();
    const onOpenChange = vi.fn();
    const { user } = renderWithKit(
      <ConfirmDialog
        name="alice"
        defaultOpen
        onOpenChange={onOpenChange}
        onConfirm={() => pending.promise}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    pending.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and usable when confirming fails', async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    const { user } = renderWithKit(<ConfirmDialog name="alice" defaultOpen onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    pending.reject(new Error('Something went wrong with deleting user, please try again'));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to delete alice?' }),
    ).toBeInTheDocument();

    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cancels with Close or Escape without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithKit(
      <ConfirmDialog name="alice" onConfirm={onConfirm} trigger={<Button kind="danger">Delete</Button>} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
