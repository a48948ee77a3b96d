import { mediaMutations } from '@switchboard/api-client';
import { type Voicemail, voicemailResource } from '@switchboard/contract';
import { Icon, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ResourcePage } from '../resource/ResourcePage';
import { voicemailMessages as m } from './voicemail.messages';
import { voicemailForm } from './voicemailForm';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { name: m.name, mail_to: m.mailTo, mail_subject: m.mailSubject },
};

/**
 * /xpbx/settings/voicemail: the voicemail boxes (spec §3 Voicemail); each row can send its mail
 * for a sample message now, through the same mailer the switch uses for real messages.
 */
export function VoicemailPage() {
  const intl = useIntl();
  const { api } = useApp();
  const testMail = useMutation(mediaMutations(api).sendVoicemailTestMail());
  const rowActions = useCallback(
    (box: Voicemail) => [
      {
        id: 'test-mail',
        tip: intl.formatMessage(m.testMailTip),
        label: intl.formatMessage(m.testMail, { name: box.name }),
        icon: <Icon name="mail" />,
        loading: testMail.isPending && Number(testMail.variables?.params.id) === box.id,
        onClick: () =>
          testMail.mutate(
            { params: { id: box.id }, body: {} },
            {
              onSuccess: () => toast.success(intl.formatMessage(m.testMailSent, { to: box.mail_to })),
              onError: () => toast.danger(intl.formatMessage(m.testMailFailed)),
            },
          ),
      },
    ],
    [intl, testMail],
  );
  return (
    <ResourcePage
      resource={voicemailResource}
      messages={messages}
      form={voicemailForm}
      newLabel={m.add}
      rowActions={rowActions}
      exportFileName="voicemail"
    />
  );
}
