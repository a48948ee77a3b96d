import type { AnyResource } from '@switchboard/contract';

/** Every resource record has a numeric id. */
export const idOf = (record: unknown): number => (record as { id: number }).id;

/** What names a record (its declared title field): 'anna', '101'. */
export const titleOf = (resource: AnyResource, record: unknown): string =>
  String((record as Record<string, unknown> | null)?.[resource.title as string] ?? '');
