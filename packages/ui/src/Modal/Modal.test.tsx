import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, vi } from 'vitest';
import { Button } from '../Button/Button';
import { preloadPopups } from '../internal/deferredPopup';
import { createToastStore, Toaster } from '../Toast';
import { renderWithKit } from '../test/render';
import { Modal } from './Modal';

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      title="Delete"
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    >
      Body
    </Modal>
  );
}

// The dialog's code loads at its first opening (tested in deferredPopup.test); here it is there.
beforeAll(preloadPopups);

describe('Modal', () => {
  it('opens from its trigger, closes on Escape and returns focus to the trigger', async () => {
    const { user } = renderWithKit(
      <Modal title="Create user" trigger={<Button>New</Button>}>
        <input aria-label="Username" />
      </Modal>,
    );
    const trigger = screen.getByRole('button', { name: 'New' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Create user' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes on the first Escape even while a notice shows above it (a failed save)', async () => {
    const store = createToastStore();
    const { user } = renderWithKit(
      <>
        <Toaster store={store} />
        <Modal title="Create user" trigger={<Button>New</Button>}>
          <input aria-label="Username" />
        </Modal>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'New' }));
    await user.click(screen.getByRole('textbox', { name: 'Username' }));
    act(() => {
      store.danger('Something went wrong');
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its labelled × button', async () => {
    const { user } = renderWithKit(
      <Modal title="Edit user" defaultOpen>
        Body
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps focus inside while open and lets a footer button close it', async () => {
    const { user } = renderWithKit(
      <Modal
        title="Edit user"
        defaultOpen
        footer={
          <Modal.Close>
            <Button>Cancel</Button>
          </Modal.Close>
        }
      >
        <input aria-label="Username" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is controlled by open and onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithKit(<Controlled onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Delete' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is described by its description', () => {
    renderWithKit(
      <Modal title="Create user" description="All fields are required." defaultOpen>
        Body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Create user' })).toHaveAccessibleDescription(
      'All fields are required.',
    );
  });

  it('speaks the language and direction of the place it is used, not of the page', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderWithKit(
        <div lang="en" dir="ltr">
          <Modal title="Add card" defaultOpen>
            Body
          </Modal>
        </div>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Add card' });
      expect(dialog).toHaveAttribute('dir', 'ltr');
      expect(dialog).toHaveAttribute('lang', 'en');
    } finally {
      document.documentElement.dir = '';
    }
  });
});
