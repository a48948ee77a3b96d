import { resourceQueries } from '@switchboard/api-client';
import { type Extension, extensionResource, pbxUserResource } from '@switchboard/contract';
import type { DataTableColumn } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ResourcePage } from '../resource/ResourcePage';
import { extensionForm } from './extensionForm';
import { pbxExtensionsMessages as m } from './pbxExtensions.messages';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { extension: m.extension, description: m.extensionDescription },
  edit: m.edit,
  remove: m.remove,
};

/**
 * /xpbx/settings/extensions: the internal numbers (spec §3; columns extension, user, description,
 * is_active, created_at, updated_at). Writes run under the global loader and change the list in
 * place (spec §2, §4).
 */
export function ExtensionsPage() {
  const intl = useIntl();
  const { api } = useApp();
  const { data: users } = useSuspenseQuery(resourceQueries(api, pbxUserResource).list());

  // Extensions do not name their user; the users list does (each user has at most one extension).
  const userByExtension = useMemo(
    () =>
      new Map(
        users.flatMap((user) => (user.extension_id === null ? [] : [[user.extension_id, user.username]])),
      ),
    [users],
  );
  const columns = useCallback(
    (derived: DataTableColumn<Extension>[]) =>
      derived.toSpliced(1, 0, {
        id: 'user',
        header: intl.formatMessage(m.user),
        accessor: (extension) => userByExtension.get(extension.id) ?? null,
        searchable: true,
      }),
    [intl, userByExtension],
  );

  return (
    <ResourcePage
      resource={extensionResource}
      messages={messages}
      form={extensionForm}
      columns={columns}
      globalLoader
      exportFileName="extensions"
    />
  );
}
