/**
 * A CRUD resource declared once (decision 0003): entity, create/update bodies, collection path,
 * auth level, list columns, optional features and the noun its notices name. From the declaration
 * come its endpoint table entries (spread into `endpoints`), the API's registration, the client's
 * queries and mutations and the console's page.
 *
 *   export const pbxUsers = defineResource({
 *     name: 'PbxUser', plural: 'PbxUsers', key: 'pbx-users',
 *     noun: defineMessage({ id: 'resource.noun.user', defaultMessage: 'user' }),
 *     entity: returns<PbxUser>(), path: '/admin/xpbx/user', create: ..., update: ..., ...
 *   });
 *   // → listPbxUsers, getPbxUser, createPbxUser, updatePbxUser, deletePbxUser (+ searchPbxUsers, clonePbxUser)
 */
import type { Struct } from 'superstruct';
import { emptyBody } from './bodies/empty.js';
import { type Access, type Auth, type Endpoint, type Returns, returns } from './endpoint.js';
import type { IdResponse } from './entities/pbx.js';
import type { TextMessage } from './message.js';
import type { PathParams } from './paths.js';

// biome-ignore lint/suspicious/noExplicitAny: a struct of any shape may describe a body.
type AnyStruct = Struct<any, any>;

/** How the console shows a column's value; plain text when left out. */
export type ResourceColumnFormat = 'active' | 'timestamp' | 'ltr';

/** One column of the resource's list. */
export interface ResourceColumn<T> {
  /** Stable id (sort state, header message, page overrides). */
  readonly id: string;
  /** The entity field it shows. */
  readonly field: keyof T & string;
  /** @default true */
  readonly sortable?: boolean;
  /** Whether the list's search looks into it. @default false */
  readonly searchable?: boolean;
  /** @default true */
  readonly exportable?: boolean;
  readonly format?: ResourceColumnFormat;
}

/** The verb of update notices: spec §8 says 'edited' for most, 'updated' for trunk rules. */
export type UpdateVerb = 'edited' | 'updated';

export interface ResourceDeclaration<
  T,
  Name extends string,
  Plural extends string,
  Path extends string,
  Create extends AnyStruct,
  Update extends AnyStruct,
  Search extends AnyStruct | undefined,
  Clone extends boolean,
  A extends Auth,
> {
  /** Singular name in endpoint names: `getPbxUser`, `createPbxUser`. */
  readonly name: Name;
  /** Plural name in endpoint names: `listPbxUsers`, `searchPbxUsers`. */
  readonly plural: Plural;
  /** The root of its query keys (`['pbx-users']`, `['pbx-users', 7]`). */
  readonly key: string;
  /** Keys of other resources whose cached lists show this one's data (users ↔ extensions). */
  readonly invalidates?: readonly string[];
  /** What notices call one item: 'You have created {noun} {name} successfully.' */
  readonly noun: TextMessage;
  /** @default 'edited' */
  readonly updateVerb?: UpdateVerb;
  /** The entity (a phantom): `returns<PbxUser>()`. */
  readonly entity: Returns<T>;
  /**
   * The collection path; items live at `${path}/:id`. A nested resource names its parents' ids in
   * it (`/admin/xpbx/carrier/:carrierId/trunk`): its scope, given with every call (ResourceScope).
   */
  readonly path: Path;
  /** @default 'verified' */
  readonly auth?: A;
  readonly create: Create;
  readonly update: Update;
  /** The field that names an item (row actions, confirm dialog, notices). */
  readonly title: keyof T & string;
  readonly columns: readonly ResourceColumn<T>[];
  /** POST `${path}/search` with this body. */
  readonly search?: Search;
  /** POST `${path}/:id/clone`. @default false */
  readonly clone?: Clone;
  /** A row action flips `is_active` 1 ↔ 0 through the update (spec §4). @default false */
  readonly toggle?: boolean;
  /** Selection with a delete of the selected rows, one DELETE per id (spec §7). @default false */
  readonly bulkDelete?: boolean;
  /** xlsx and csv export of the list. @default true */
  readonly export?: boolean;
  /** Users within the account may read the list and items (decision 0006); writes stay the owner's. */
  readonly membersRead?: boolean;
}

export interface ResourceEntry<M extends string, P extends string, B, R, A extends Auth> {
  readonly method: M;
  readonly path: P;
  readonly body: B;
  readonly response: Returns<R>;
  readonly auth: A;
  readonly access?: Access;
  readonly readOnly?: true;
}

type ItemPath<P extends string> = `${P}/:id`;

/** The operations of a resource and their endpoint entries. */
export type ResourceOperations<
  T,
  Path extends string,
  Create extends AnyStruct,
  Update extends AnyStruct,
  Search extends AnyStruct | undefined,
  Clone extends boolean,
  A extends Auth,
> = {
  list: ResourceEntry<'GET', Path, undefined, T[], A>;
  /** Spec §7: an array whose first (only) item is the record. */
  get: ResourceEntry<'GET', ItemPath<Path>, undefined, T[], A>;
  create: ResourceEntry<'POST', Path, Create, T, A>;
  update: ResourceEntry<'PUT', ItemPath<Path>, Update, T, A>;
  delete: ResourceEntry<'DELETE', ItemPath<Path>, undefined, IdResponse, A>;
} & (Search extends AnyStruct
  ? { search: ResourceEntry<'POST', `${Path}/search`, Search, T[], A> }
  : unknown) &
  (true extends Clone
    ? { clone: ResourceEntry<'POST', `${Path}/:id/clone`, typeof emptyBody, T, A> }
    : unknown);

type OperationName<Name extends string, Plural extends string> = {
  list: `list${Plural}`;
  get: `get${Name}`;
  create: `create${Name}`;
  update: `update${Name}`;
  delete: `delete${Name}`;
  search: `search${Plural}`;
  clone: `clone${Name}`;
};

/** The endpoint table entries of a resource, named `listPbxUsers`, `getPbxUser`, … */
export type ResourceEndpoints<Ops, Name extends string, Plural extends string> = {
  [K in keyof Ops & keyof OperationName<Name, Plural> as OperationName<Name, Plural>[K]]: Ops[K];
};

export interface Resource<
  T = unknown,
  Name extends string = string,
  Plural extends string = string,
  Path extends string = string,
  Create extends AnyStruct = AnyStruct,
  Update extends AnyStruct = AnyStruct,
  Search extends AnyStruct | undefined = AnyStruct | undefined,
  Clone extends boolean = boolean,
  A extends Auth = Auth,
> extends ResourceDeclaration<T, Name, Plural, Path, Create, Update, Search, Clone, A> {
  readonly auth: A;
  readonly updateVerb: UpdateVerb;
  readonly toggle: boolean;
  readonly bulkDelete: boolean;
  readonly export: boolean;
  readonly invalidates: readonly string[];
  /** Each operation's endpoint entry. */
  readonly operations: ResourceOperations<T, Path, Create, Update, Search, Clone, A>;
  /** Each operation's name in the endpoint table. */
  readonly names: { [K in keyof ResourceOperations<T, Path, Create, Update, Search, Clone, A>]: string } & {
    [K in keyof OperationName<Name, Plural> &
      keyof ResourceOperations<T, Path, Create, Update, Search, Clone, A>]: OperationName<Name, Plural>[K];
  };
  /** The entries to spread into `endpoints`. */
  readonly endpoints: ResourceEndpoints<
    ResourceOperations<T, Path, Create, Update, Search, Clone, A>,
    Name,
    Plural
  >;
}

/** Any declared resource, for code that works on all of them (its operations by name). */
export type AnyResource = Omit<
  // biome-ignore lint/suspicious/noExplicitAny: the entity and search slots are read back by EntityOf and BodyOf.
  Resource<any, string, string, string, AnyStruct, AnyStruct, any, boolean, Auth>,
  'operations' | 'names' | 'endpoints'
> & {
  readonly operations: { readonly [operation: string]: Endpoint };
  readonly names: { readonly [operation: string]: string };
  readonly endpoints: { readonly [name: string]: Endpoint };
};

/**
 * The parent ids a nested resource's calls need (`{ carrierId: 3 }`); `{}` for a top-level one.
 * The api-client takes it beside the resource; the API reads it from the path.
 */
export type ResourceScope<R extends { path: string }> = PathParams<R['path']>;

/** The names of a resource's scope parameters, in path order: `['carrierId', 'trunkId']`. */
export const scopeParams = (resource: { path: string }): string[] =>
  [...resource.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] as string);

/** The entity of a resource. */
export type EntityOf<R extends AnyResource> = R['entity'] extends Returns<infer T> ? T : never;

/**
 * Free of side effects (the annotation says so to bundlers): a page's first load keeps only the
 * declarations it uses, not every one of their file.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineResource<
  T,
  const Name extends string,
  const Plural extends string,
  const Path extends string,
  Create extends AnyStruct,
  Update extends AnyStruct,
  Search extends AnyStruct | undefined = undefined,
  Clone extends boolean = false,
  A extends Auth = 'verified',
>(
  declaration: ResourceDeclaration<T, Name, Plural, Path, Create, Update, Search, Clone, A>,
): Resource<T, Name, Plural, Path, Create, Update, Search, Clone, A> {
  const auth = (declaration.auth ?? 'verified') as A;
  const { path } = declaration;
  const item = `${path}/:id`;
  const entry = (method: string, entryPath: string, body: AnyStruct | undefined, reads = false) => ({
    method,
    path: entryPath,
    body,
    response: returns<unknown>(),
    auth,
    ...(reads && declaration.membersRead ? { access: 'members' as const } : {}),
    ...(reads && method === 'POST' ? { readOnly: true as const } : {}),
  });
  const operations: Record<string, ReturnType<typeof entry>> = {
    list: entry('GET', path, undefined, true),
    get: entry('GET', item, undefined, true),
    create: entry('POST', path, declaration.create),
    update: entry('PUT', item, declaration.update),
    delete: entry('DELETE', item, undefined),
  };
  if (declaration.search) operations.search = entry('POST', `${path}/search`, declaration.search, true);
  if (declaration.clone) operations.clone = entry('POST', `${item}/clone`, emptyBody);

  const { name, plural } = declaration;
  const allNames: Record<string, string> = {
    list: `list${plural}`,
    get: `get${name}`,
    create: `create${name}`,
    update: `update${name}`,
    delete: `delete${name}`,
    search: `search${plural}`,
    clone: `clone${name}`,
  };
  const names = Object.fromEntries(Object.keys(operations).map((op) => [op, allNames[op]]));
  const endpoints = Object.fromEntries(
    Object.entries(operations).map(([op, endpoint]) => [allNames[op], endpoint]),
  );
  return {
    ...declaration,
    auth,
    updateVerb: declaration.updateVerb ?? 'edited',
    toggle: declaration.toggle ?? false,
    bulkDelete: declaration.bulkDelete ?? false,
    export: declaration.export ?? true,
    invalidates: declaration.invalidates ?? [],
    operations,
    names,
    endpoints,
  } as unknown as Resource<T, Name, Plural, Path, Create, Update, Search, Clone, A>;
}
