import { xadminMutations } from '@switchboard/api-client';
import { CREDIT_NOTE_MAX_MINOR, creditNoteBody, formatEuro } from '@switchboard/contract';
import { Button, Dropdown, Modal, Stack, TextField, toast } from '@switchboard/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { EuroField } from './EuroField';
import { billingMessages as m, billingValueMessages as v } from './xadmin.messages';

const reasonErrors = contractErrors(creditNoteBody);

interface Problems {
  account?: string;
  amount?: string;
  reason?: string;
}

/**
 * Issues a credit note: the account (found by its owner, e-mail or company), the amount in euro
 * and why. The reason is required (the API refuses it without one, and the owner reads it).
 */
export function CreditNoteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { api, queries } = useApp();
  const [find, setFind] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [euros, setEuros] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const text = useDeferredValue(find.trim());
  // Asked for while the dialog is open, as the administrator types.
  const accounts = useQuery({
    ...queries.accounts(text ? { search: text } : {}),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const issue = useMutation(xadminMutations(api).issueCreditNote());

  const close = () => {
    setFind('');
    setAccountId(null);
    setEuros(null);
    setReason('');
    setProblems({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = euros === null ? 0 : Math.round(euros * 100);
    const found: Problems = {
      ...(accountId === null ? { account: intl.formatMessage(m.accountRequired) } : {}),
      ...(cents < 1 || cents > CREDIT_NOTE_MAX_MINOR
        ? { amount: intl.formatMessage(v.amountRequired, { max: formatEuro(CREDIT_NOTE_MAX_MINOR) }) }
        : {}),
      ...(reasonErrors({ reason }).reason ? { reason: reasonErrors({ reason }).reason } : {}),
    };
    setProblems(found);
    if (accountId === null || Object.keys(found).length > 0) return;
    try {
      const entry = await issue.mutateAsync({
        body: { account_id: accountId, amount_minor: cents, reason: reason.trim() },
      });
      toast.success(
        intl.formatMessage(v.issued, { amount: formatEuro(entry.amount_minor), name: entry.account_name }),
      );
      close();
    } catch {
      toast.danger(intl.formatMessage(m.issueFailed));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={intl.formatMessage(m.issueTitle)}
      description={intl.formatMessage(m.issueDescription)}
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(m.cancel)}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form="credit-note-form" loading={issue.isPending}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </>
      }
    >
      <form id="credit-note-form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextField
            label={intl.formatMessage(m.findAccount)}
            value={find}
            onChange={setFind}
            maxLength={100}
          />
          <Dropdown<number>
            label={intl.formatMessage(m.chooseAccount)}
            options={(accounts.data?.accounts ?? []).map((account) => ({
              value: account.id,
              label: intl.formatMessage(v.accountOption, {
                name: account.company_name || account.owner_name,
                email: account.owner_email,
              }),
            }))}
            value={accountId}
            onChange={setAccountId}
            placeholderOption
            error={problems.account}
            required
            fullWidth
          />
          <EuroField
            label={intl.formatMessage(m.creditAmount)}
            value={euros}
            onChange={setEuros}
            error={problems.amount}
            required
          />
          <TextField
            label={intl.formatMessage(m.reason)}
            hint={intl.formatMessage(m.reasonHint)}
            value={reason}
            onChange={setReason}
            error={problems.reason}
            maxLength={500}
            required
          />
        </Stack>
      </form>
    </Modal>
  );
}
