import { useState } from 'react';

/**
 * The create/edit dialog and the delete confirmation of a list page. `seq` changes on every
 * opening, so a dialog keyed by it starts from fresh values.
 */
export function useCrudDialogs<T>() {
  const [dialog, setDialog] = useState<{ open: boolean; row: T | null; seq: number }>({
    open: false,
    row: null,
    seq: 0,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; row: T | null }>({ open: false, row: null });
  return {
    /** Opens the dialog on `row`, or empty (create) for `null`. */
    openDialog: (row: T | null) => setDialog((d) => ({ open: true, row, seq: d.seq + 1 })),
    dialog: {
      seq: dialog.seq,
      row: dialog.row,
      open: dialog.open,
      onOpenChange: (open: boolean) => setDialog((d) => ({ ...d, open })),
    },
    /** Asks to delete `row`. */
    askDelete: (row: T) => setDeleting({ open: true, row }),
    deleting: {
      row: deleting.row,
      open: deleting.open,
      onOpenChange: (open: boolean) => setDeleting((d) => ({ ...d, open })),
    },
  };
}
