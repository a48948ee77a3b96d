import type { Widget } from '@switchboard/contract';
import { Alert, CodeBlock, PageHeader, Stack, toast } from '@switchboard/ui';
import { installSnippet } from '@switchboard/widget-embed/install';
import { useIntl } from 'react-intl';
import { AppLink } from '../../shell/links';
import { useActiveWidget } from '../activeWidget';
import { widgetInstallMessages as m } from './widgetInstall.messages';

/** /widget/installation: the active widget's install code (spec §2) with a copy button. */
export function InstallationPage() {
  const intl = useIntl();
  const { widget } = useActiveWidget();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <InstallCode widget={widget} />
    </Stack>
  );
}

/**
 * The snippet loads `/widget.js` from the API, which the console shares its origin with. The
 * spec's install call to an external iframe-install service is left out: there is no such service.
 */
function InstallCode({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const code = installSnippet(window.location.origin, widget.public_key);
  return (
    <Stack gap="md">
      {!widget.is_active && (
        <Alert kind="info" action={<AppLink to="/widget">{intl.formatMessage(m.toWidgets)}</AppLink>}>
          {intl.formatMessage(m.inactive)}
        </Alert>
      )}
      <p>{intl.formatMessage(m.paste, { tag: '</body>' })}</p>
      <p>{intl.formatMessage(m.visibility)}</p>
      <CodeBlock
        code={code}
        label={intl.formatMessage(m.code)}
        copyLabel={intl.formatMessage(m.copy)}
        copyFailedMessage={intl.formatMessage(m.copyRefused)}
        onCopy={() => toast.success(intl.formatMessage(m.copied))}
      />
      <p>{intl.formatMessage(m.codeHint)}</p>
    </Stack>
  );
}
