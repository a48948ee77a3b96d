import { screen, within } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { preloadPopups } from '../internal/deferredPopup';
import { Modal } from '../Modal/Modal';
import { renderWithKit } from '../test/render';
import { LoaderOverlay } from './LoaderOverlay';

// The dialog's code loads at its first opening (tested in deferredPopup.test); here it is there.
beforeAll(preloadPopups);

describe('LoaderOverlay', () => {
  it('announces loading and marks the covered region busy while visible', () => {
    renderWithKit(
      <LoaderOverlay visible data-testid="region">
        <button type="button">Add extension</button>
      </LoaderOverlay>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByTestId('region')).toHaveAttribute('aria-busy', 'true');
  });

  it('makes the covered controls inert while visible (jsdom does not enforce inert, so read it)', () => {
    renderWithKit(
      <LoaderOverlay visible>
        <button type="button">Add extension</button>
      </LoaderOverlay>,
    );
    expect(screen.getByText('Add extension').closest('[inert]')).not.toBeNull();
  });

  it('shows nothing over the content when hidden', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <LoaderOverlay data-testid="region">
        <button type="button" onClick={onClick}>
          Add extension
        </button>
      </LoaderOverlay>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('region')).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Add extension' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('gives the focus back to the control that had it once the overlay goes', async () => {
    const { user, rerender } = renderWithKit(
      <LoaderOverlay>
        <button type="button">Apply filter</button>
      </LoaderOverlay>,
    );
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    rerender(
      <LoaderOverlay visible>
        <button type="button">Apply filter</button>
      </LoaderOverlay>,
    );
    // What a browser does to focus inside content that became inert.
    (document.activeElement as HTMLElement).blur();
    rerender(
      <LoaderOverlay>
        <button type="button">Apply filter</button>
      </LoaderOverlay>,
    );
    expect(screen.getByRole('button', { name: 'Apply filter' })).toHaveFocus();
  });

  it('full screen, shows above an open dialog: announced, last in the page, and clicks on it keep the dialog open', async () => {
    const onOpenChange = vi.fn();
    const { user, rerender } = renderWithKit(
      <LoaderOverlay fullScreen label="Saving">
        <Modal title="Edit extension" open onOpenChange={onOpenChange}>
          <button type="button">Save</button>
        </Modal>
      </LoaderOverlay>,
    );
    rerender(
      <LoaderOverlay fullScreen visible label="Saving">
        <Modal title="Edit extension" open onOpenChange={onOpenChange}>
          <button type="button">Save</button>
        </Modal>
      </LoaderOverlay>,
    );
    const spinner = screen.getByRole('status', { name: 'Saving' });
    const overlay = spinner.closest('[data-loader-overlay]') as HTMLElement;
    // Not inside what the dialog hid from assistive technology, and after the dialog in the page.
    expect(overlay.closest('[aria-hidden="true"]')).toBeNull();
    expect(overlay.parentElement).toBe(document.body);
    const dialog = screen.getByRole('dialog', { name: 'Edit extension' });
    expect(dialog.compareDocumentPosition(overlay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Radix turns pointer events off on <body>; the overlay takes the click, the dialog stays.
    await user.click(overlay);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
