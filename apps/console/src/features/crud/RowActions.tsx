import { Button, Stack, Tooltip } from '@switchboard/ui';
import type { ReactNode } from 'react';

export interface RowAction {
  /** Stable while the row shows (e.g. 'edit'), so a button keeps focus when its name changes. */
  id: string;
  /** The tooltip. */
  tip: string;
  /** The button's accessible name, naming the row. */
  label: string;
  icon: ReactNode;
  loading?: boolean;
  onClick: () => void;
}

/** A row's name with its action buttons (edit, toggle, delete …) beside it. */
export function RowActions({ name, actions }: { name: ReactNode; actions: RowAction[] }) {
  return (
    <Stack direction="row" gap="sm" justify="between">
      <span>{name}</span>
      <Stack direction="row" gap="xxs">
        {actions.map((action) => (
          <Tooltip key={action.id} content={action.tip}>
            <Button
              size="small"
              kind="ghost"
              aria-label={action.label}
              icon={action.icon}
              {...(action.loading !== undefined ? { loading: action.loading } : {})}
              onClick={action.onClick}
            />
          </Tooltip>
        ))}
      </Stack>
    </Stack>
  );
}
