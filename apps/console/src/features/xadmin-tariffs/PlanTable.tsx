import { Button, DataTable, type DataTableColumn, Icon } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { adminTariffsMessages as m } from './adminTariffs.messages';
import { EditDialog, type EditDialogProps } from './EditDialog';

type Values = Record<string, string>;

interface Plan {
  id: string;
  name: string;
}

interface PlanTableProps<P extends Plan, V extends Values> {
  label: string;
  plans: P[];
  columns: DataTableColumn<P>[];
  /** The edit dialog of a plan: its fields, checks and save (titled, closed and noticed here). */
  dialog: (plan: P) => Omit<EditDialogProps<V>, 'title' | 'savedText' | 'onClose'>;
}

/**
 * A price list's plans (the subscription plans, the service plans): a table whose rows each open
 * the plan's edit dialog.
 */
export function PlanTable<P extends Plan, V extends Values>({
  label,
  plans,
  columns,
  dialog,
}: PlanTableProps<P, V>) {
  const intl = useIntl();
  const [editing, setEditing] = useState<P | null>(null);
  return (
    <>
      <DataTable<P>
        label={label}
        noun={intl.formatMessage(m.plans)}
        data={plans}
        columns={columns}
        getRowId={(plan) => plan.id}
        exportFormats={[]}
        rowActions={(plan) => (
          <Button
            size="small"
            icon={<Icon name="edit" />}
            aria-label={intl.formatMessage(m.editPlan, { name: plan.name })}
            onClick={() => setEditing(plan)}
          >
            {intl.formatMessage(m.edit)}
          </Button>
        )}
      />
      {editing && (
        <EditDialog<V>
          key={editing.id}
          title={intl.formatMessage(m.editPlan, { name: editing.name })}
          savedText={intl.formatMessage(m.planSaved)}
          onClose={() => setEditing(null)}
          {...dialog(editing)}
        />
      )}
    </>
  );
}
