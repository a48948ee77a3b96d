import { type ApiClient, resourceMutations, resourceQueries } from '@switchboard/api-client';
import type { AnyResource } from '@switchboard/contract';

/**
 * The resource's queries and mutations within a nested resource's scope (`{ carrierId: 3 }`) or
 * none. The api-client asks for the scope exactly when the path names parent ids; a page generic
 * over any resource cannot show TypeScript which case it is in, so it passes what it was given.
 */
export const scopedQueries = <R extends AnyResource>(
  api: ApiClient,
  resource: R,
  scope: object | undefined,
) =>
  (resourceQueries as (api: ApiClient, resource: R, scope?: object) => ReturnType<typeof resourceQueries<R>>)(
    api,
    resource,
    scope,
  );

export const scopedMutations = <R extends AnyResource>(
  api: ApiClient,
  resource: R,
  scope: object | undefined,
) =>
  (
    resourceMutations as (
      api: ApiClient,
      resource: R,
      scope?: object,
    ) => ReturnType<typeof resourceMutations<R>>
  )(api, resource, scope);
