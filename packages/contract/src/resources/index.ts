/**
 * Every declared resource, by its domain file: the one list the endpoint table spreads, the API
 * checks its routes against and the console's notices and menu read. A resource declared in one of
 * these files is registered by being exported; a new domain file adds its line here (the registry
 * test names a resources/ file left out).
 */
import type { AnyResource } from '../resource.js';
import * as blacklist from './blacklist.js';
import * as capacityPools from './capacity-pools.js';
import * as customerTrunks from './customer-trunks.js';
import * as flows from './flows.js';
import * as media from './media.js';
import * as messaging from './messaging.js';
import * as numbers from './numbers.js';
import * as pbx from './pbx.js';
import * as pbxContacts from './pbx-contacts.js';
import * as pbxDomains from './pbx-domains.js';
import * as queues from './queues.js';
import * as routing from './routing.js';
import * as telephony from './telephony.js';

export * from './blacklist.js';
export * from './capacity-pools.js';
export * from './customer-trunks.js';
export * from './flows.js';
export * from './media.js';
export * from './messaging.js';
export * from './numbers.js';
export * from './pbx.js';
export * from './pbx-contacts.js';
export * from './pbx-domains.js';
export * from './queues.js';
export * from './routing.js';
export * from './telephony.js';

const modules = {
  blacklist,
  'capacity-pools': capacityPools,
  'customer-trunks': customerTrunks,
  flows,
  media,
  messaging,
  numbers,
  pbx,
  'pbx-contacts': pbxContacts,
  'pbx-domains': pbxDomains,
  queues,
  routing,
  telephony,
};

type Exports = {
  [M in keyof typeof modules]: (typeof modules)[M][keyof (typeof modules)[M]];
}[keyof typeof modules];
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** The endpoint table entries of every resource, named `listPbxUsers`, `getPbxUser`, … */
export type ResourceEndpointTable = UnionToIntersection<
  Exports extends infer R ? (R extends { endpoints: infer E } ? E : never) : never
>;

const isResource = (value: unknown): value is AnyResource =>
  typeof value === 'object' && value !== null && 'endpoints' in value && 'operations' in value;

const collect = (all: typeof modules): readonly AnyResource[] =>
  Object.values(all).flatMap((module) => Object.values(module).filter(isResource));
const tableOf = (all: readonly AnyResource[]) =>
  Object.assign({}, ...all.map((resource) => resource.endpoints)) as ResourceEndpointTable;

// Pure: a bundle that imports one resource (the console's first load) leaves the registry out.
/** The declared resources, in domain file order. */
export const resources = /* @__PURE__ */ collect(modules);

/** The entries `endpoints` spreads: no resource can be declared and left out of the table. */
export const resourceEndpoints = /* @__PURE__ */ tableOf(resources);

/** The domain files above, for the test that names one left out. */
export const resourceFiles: readonly string[] = Object.keys(modules);
