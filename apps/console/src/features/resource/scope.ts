import type { ScopeArgs } from '@switchboard/api-client';
import type { AnyResource, ResourceScope } from '@switchboard/contract';

/**
 * The `scope` prop of a screen generic over its resource: a nested resource's parent ids
 * (`{ carrierId: 3 }`), required and exact; a top-level resource takes none.
 */
export type ScopeProp<R extends AnyResource> = keyof ResourceScope<R> extends never
  ? { scope?: undefined }
  : { scope: ResourceScope<R> };

/**
 * The api-client's scope arguments from such a prop. Inside a screen generic over R TypeScript
 * cannot tell which case R is; `ScopeProp` has checked it where the screen is used.
 */
export const scopeArgs = <R extends AnyResource>(scope: ResourceScope<R> | undefined) =>
  (scope === undefined ? [] : [scope]) as ScopeArgs<R>;
