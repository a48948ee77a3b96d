import { widgetMutations } from '@switchboard/api-client';
import {
  SIDEBAR_ANIMATIONS,
  SIDEBAR_COLOR_SCHEMES,
  type Sidebar,
  type SidebarAnimation,
  type SidebarColorScheme,
  type Widget,
  widgetDefaults,
} from '@switchboard/contract';
import { Alert, Button, PageHeader, RadioGroup, Stack } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { useActiveWidget } from '../activeWidget';
import { SaveStatus } from '../SaveStatus';
import { useThrottledSave } from '../useThrottledSave';
import { widgetMessages } from '../widget.messages';
import { animationMessages, colorSchemeMessages, widgetSidebarMessages as m } from './widgetSidebar.messages';

/** /widget/sidebar: the active widget's sidebar settings (spec §2, §3 Sidebar). */
export function SidebarPage() {
  const intl = useIntl();
  const { widget } = useActiveWidget();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      {/* Keyed by widget: another active widget starts from its own settings. */}
      <SidebarSettings key={widget.id} widget={widget} />
    </Stack>
  );
}

const sameAsDefaults = (sidebar: Sidebar) =>
  (Object.keys(widgetDefaults.sidebar) as (keyof Sidebar)[]).every(
    (field) => sidebar[field] === widgetDefaults.sidebar[field],
  );

/**
 * Every change shows at once and is saved through the shared throttle (spec §4, §9: at most one
 * save per 2 s, the newest value last). The screen keeps its own copy while saves run, so an
 * answer arriving after a further change does not undo it.
 */
function SidebarSettings({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const { api } = useApp();
  const update = useMutation(widgetMutations(api).updateWidgetSidebar());
  const [sidebar, setSidebar] = useState<Sidebar>(widget.sidebar);
  const { schedule, state } = useThrottledSave((next: Sidebar) =>
    update.mutateAsync({ params: { widgetId: widget.id }, body: { sidebar: next } }),
  );

  const change = (next: Sidebar) => {
    setSidebar(next);
    schedule(next);
  };
  // The groups offer only the values of the contract's lists.
  const choose =
    <K extends keyof Sidebar>(field: K) =>
    (value: string) =>
      change({ ...sidebar, [field]: value as Sidebar[K] });

  return (
    <Stack as="section" gap="lg" aria-label={intl.formatMessage(m.formLabel)}>
      <RadioGroup
        label={intl.formatMessage(m.colorScheme)}
        orientation="horizontal"
        value={sidebar.colorScheme}
        onChange={choose('colorScheme')}
        options={SIDEBAR_COLOR_SCHEMES.map((scheme: SidebarColorScheme) => ({
          value: scheme,
          label: intl.formatMessage(colorSchemeMessages[scheme]),
          ...(scheme === 'auto' ? { hint: intl.formatMessage(m.autoSchemeHint) } : {}),
        }))}
      />
      <RadioGroup
        label={intl.formatMessage(m.animation)}
        hint={intl.formatMessage(m.animationHint)}
        orientation="horizontal"
        value={sidebar.animation}
        onChange={choose('animation')}
        options={SIDEBAR_ANIMATIONS.map((animation: SidebarAnimation) => ({
          value: animation,
          label: intl.formatMessage(animationMessages[animation]),
        }))}
      />
      <Stack direction="row" gap="md" wrap>
        <Button disabled={sameAsDefaults(sidebar)} onClick={() => change({ ...widgetDefaults.sidebar })}>
          {intl.formatMessage(m.reset)}
        </Button>
        <SaveStatus state={state} />
      </Stack>
      {state === 'failed' && (
        <Alert
          kind="danger"
          action={
            <Button size="small" onClick={() => schedule(sidebar)}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {intl.formatMessage(widgetMessages.lookFailed)}
        </Alert>
      )}
    </Stack>
  );
}
