import type { AnyResource } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { resourceMessages as m } from './resource.messages';

export type ResourceWrite = 'create' | 'update' | 'delete' | 'clone';

/**
 * The spec §8 notices of a resource's writes: 'You have created user anna successfully.' and
 * 'Something went wrong with creating user anna, please try again'. Updates say the resource's
 * verb ('edited', or 'updated' for trunk rules).
 */
export function useResourceNotice(resource: AnyResource) {
  const intl = useIntl();
  const item = (name: string) =>
    intl.formatMessage(m.item, { noun: intl.formatMessage(resource.noun), name });
  const texts = {
    create: [m.created, m.createFailed],
    update: resource.updateVerb === 'updated' ? [m.updated, m.updateFailed] : [m.edited, m.editFailed],
    delete: [m.deleted, m.deleteFailed],
    clone: [m.cloned, m.cloneFailed],
  } as const;
  return {
    success: (write: ResourceWrite, name: string) =>
      toast.success(intl.formatMessage(texts[write][0], { item: item(name) })),
    failure: (write: ResourceWrite, name: string) =>
      toast.danger(intl.formatMessage(texts[write][1], { item: item(name) })),
    /** The failure text alone, for a dialog that reports it itself. */
    failureText: (write: ResourceWrite, name: string) =>
      intl.formatMessage(texts[write][1], { item: item(name) }),
  };
}
