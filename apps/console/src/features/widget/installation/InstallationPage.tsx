import type { Widget } from '@switchboard/contract';
import { Alert, Card, CodeBlock, PageHeader, Stack, toast } from '@switchboard/ui';
import {
  cspDirectives,
  installSnippet,
  loaderOnlySnippet,
  SNIPPET_CSP_HASH,
  TRUSTED_TYPES_POLICY,
} from '@switchboard/widget-embed/install';
import { useIntl } from 'react-intl';
import { AppLink } from '#features/shell/links';
import { useActiveWidget } from '../activeWidget';
import { ProviderWidgetSwitch } from './ProviderWidgetSwitch';
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
      <StrictCsp widget={widget} />
      <ProviderWidgetSwitch widget={widget} />
    </Stack>
  );
}

/**
 * How the install code fits a strict Content-Security-Policy: the inline code's hash (one for every
 * widget: the key and address are attributes), a nonce, or the loader alone without inline code;
 * and the Trusted Types policy the code creates.
 */
function StrictCsp({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const api = window.location.origin;
  const copyProps = {
    copyFailedMessage: intl.formatMessage(m.copyRefused),
    onCopy: () => toast.success(intl.formatMessage(m.copiedText)),
  };
  return (
    <Card title={intl.formatMessage(m.cspTitle)} headingLevel={2}>
      <Stack gap="md">
        <p>{intl.formatMessage(m.cspIntro)}</p>
        <p>{intl.formatMessage(m.cspHash)}</p>
        <CodeBlock
          code={SNIPPET_CSP_HASH}
          label={intl.formatMessage(m.cspHashLabel)}
          copyLabel={intl.formatMessage(m.cspCopyHash)}
          {...copyProps}
        />
        <p>{intl.formatMessage(m.cspPolicy, { policy: TRUSTED_TYPES_POLICY })}</p>
        <CodeBlock
          code={cspDirectives(api)}
          label={intl.formatMessage(m.cspPolicyLabel)}
          copyLabel={intl.formatMessage(m.cspCopyPolicy)}
          {...copyProps}
        />
        <p>{intl.formatMessage(m.cspNonce, { attribute: 'nonce' })}</p>
        <p>{intl.formatMessage(m.cspLoaderOnly)}</p>
        <CodeBlock
          code={loaderOnlySnippet(api, widget.public_key)}
          label={intl.formatMessage(m.cspLoaderOnlyLabel)}
          copyLabel={intl.formatMessage(m.cspCopyLoaderOnly)}
          {...copyProps}
        />
      </Stack>
    </Card>
  );
}
