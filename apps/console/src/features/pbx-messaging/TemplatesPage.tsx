import { mailTemplateResource, messageTemplateResource } from '@switchboard/contract';
import { Button, Icon, Stack } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { ResourcePage } from '#features/resource/ResourcePage';
import { messagingMessages as m } from './messaging.messages';
import { SendMessageDialog } from './SendMessageDialog';
import { mailTemplateForm, templateForm } from './templateForms';

const templateMessages = {
  title: m.templatesTitle,
  description: m.templatesDescription,
  tableLabel: m.templatesTable,
  noun: m.templatesNoun,
  columns: { description: m.description, message: m.message, channel: m.channel },
  values: { channel: enumLabels.MESSAGE_CHANNELS },
};

const mailMessages = {
  title: m.mailTitle,
  description: m.mailDescription,
  tableLabel: m.mailTable,
  noun: m.mailNoun,
  columns: {
    description: m.description,
    mail_subject: m.mailSubject,
    mail_from: m.mailFrom,
    mail_to: m.mailTo,
  },
};

/**
 * /xpbx/settings/templates (spec §2, §3): SMS, Viber and e-mail templates with a 'Send message'
 * action, and below them the mail templates with a preview in their dialog.
 */
export function TemplatesPage() {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  return (
    <Stack gap="lg">
      <ResourcePage
        resource={messageTemplateResource}
        messages={templateMessages}
        form={templateForm}
        exportFileName="templates"
        actions={
          <Button icon={<Icon name="chat" />} onClick={() => setSending(true)}>
            {intl.formatMessage(m.sendAction)}
          </Button>
        }
      />
      <ResourcePage
        resource={mailTemplateResource}
        messages={mailMessages}
        form={mailTemplateForm}
        headingLevel={2}
        exportFileName="mail-templates"
      />
      <SendMessageDialog open={sending} onOpenChange={setSending} />
    </Stack>
  );
}
