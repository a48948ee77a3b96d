import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { renderWithKit } from '../test/render';
import { Modal } from './Modal';

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <Modal
        title="Edit user"
        open={open}
        onOpenChange={setOpen}
        footer={
          <Modal.Close>
            <Button>Cancel</Button>
          </Modal.Close>
        }
      >
        Fields
      </Modal>
    </>
  );
}

describe('Modal before its code has loaded', () => {
  it('renders nothing while closed, opens once its code arrives, and Modal.Close closes it', async () => {
    const { user, container } = renderWithKit(<Controlled />);
    expect(container.querySelectorAll('[role="dialog"], [hidden]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(dialog).toHaveTextContent('Fields');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens from its trigger pressed before the code arrived', async () => {
    const { user } = renderWithKit(<Modal title="Shortcuts" trigger={<Button>Keys</Button>} />);
    expect(screen.getByRole('button', { name: 'Keys' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: 'Keys' }));
    expect(await screen.findByRole('dialog', { name: 'Shortcuts' })).toBeInTheDocument();
  });
});
