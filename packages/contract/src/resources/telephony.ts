/**
 * Carriers and what hangs off them (trunks, trunk rules, rates), the account's sell tariff,
 * and destinations as resources (spec §2 carrier and destination screens,
 * §3, §8). Trunks, rules and rates are nested: their paths carry the parents' ids, which every call
 * gives as the resource's scope (`ResourceScope`).
 */
import {
  createCarrierBody,
  createCarrierRateBody,
  createCarrierTrunkBody,
  createDestinationBody,
  createTrunkRuleBody,
  updateCarrierBody,
  updateCarrierRateBody,
  updateCarrierTrunkBody,
  updateDestinationBody,
  updateTrunkRuleBody,
} from '../bodies/telephony.js';
import { returns } from '../endpoint.js';
import type { Carrier, CarrierRate, CarrierTrunk, Destination, TrunkRule } from '../entities/telephony.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

export const carrierResource = defineResource({
  name: 'Carrier',
  plural: 'Carriers',
  key: 'carriers',
  noun: defineMessage({ id: 'resource.noun.carrier', defaultMessage: 'carrier' }),
  entity: returns<Carrier>(),
  path: '/admin/xpbx/carrier',
  create: createCarrierBody,
  update: updateCarrierBody,
  title: 'carrier_name',
  columns: [
    { id: 'carrier_name', field: 'carrier_name', searchable: true },
    { id: 'timezone', field: 'timezone' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
});

/** A carrier's trunks: /admin/xpbx/carrier/:carrierId/trunk. */
export const carrierTrunkResource = defineResource({
  name: 'CarrierTrunk',
  plural: 'CarrierTrunks',
  key: 'carrier-trunks',
  noun: defineMessage({ id: 'resource.noun.trunk', defaultMessage: 'trunk' }),
  entity: returns<CarrierTrunk>(),
  path: '/admin/xpbx/carrier/:carrierId/trunk',
  create: createCarrierTrunkBody,
  update: updateCarrierTrunkBody,
  title: 'name',
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'host', field: 'host', format: 'ltr' },
    { id: 'port', field: 'port', format: 'ltr' },
    { id: 'channels', field: 'channels' },
    { id: 'priority', field: 'priority' },
    { id: 'service', field: 'service' },
    { id: 'trunk_type', field: 'trunk_type' },
  ],
});

/** A trunk's rules: /admin/xpbx/carrier/:carrierId/trunk/:trunkId/rule; notices say 'updated'. */
export const trunkRuleResource = defineResource({
  name: 'TrunkRule',
  plural: 'TrunkRules',
  key: 'trunk-rules',
  noun: defineMessage({ id: 'resource.noun.trunkRule', defaultMessage: 'trunk rule' }),
  updateVerb: 'updated',
  entity: returns<TrunkRule>(),
  path: '/admin/xpbx/carrier/:carrierId/trunk/:trunkId/rule',
  create: createTrunkRuleBody,
  update: updateTrunkRuleBody,
  title: 'command',
  columns: [
    { id: 'priority', field: 'priority' },
    { id: 'command', field: 'command' },
    { id: 'command_arg', field: 'command_arg', format: 'ltr' },
    { id: 'direction', field: 'direction' },
    { id: 'called_prefix', field: 'called_prefix', format: 'ltr' },
    { id: 'calling_prefix', field: 'calling_prefix', format: 'ltr' },
    { id: 'timeslot_id', field: 'timeslot_id' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
});

const rateColumns = [
  { id: 'prefix', field: 'prefix', searchable: true, format: 'ltr' },
  { id: 'prefix_name', field: 'prefix_name', searchable: true },
  { id: 'carrier_rate', field: 'carrier_rate', format: 'ltr' },
  { id: 'setup_rate', field: 'setup_rate', format: 'ltr' },
  { id: 'effective_date', field: 'effective_date', format: 'ltr' },
] as const;

/** A carrier's rate deck: /admin/xpbx/carrier/:carrierId/rate. */
export const carrierRateResource = defineResource({
  name: 'CarrierRate',
  plural: 'CarrierRates',
  key: 'carrier-rates',
  noun: defineMessage({ id: 'resource.noun.rate', defaultMessage: 'rate' }),
  entity: returns<CarrierRate>(),
  path: '/admin/xpbx/carrier/:carrierId/rate',
  create: createCarrierRateBody,
  update: updateCarrierRateBody,
  title: 'prefix',
  columns: rateColumns,
});

/** The account's sell tariff: the rates client_cost is computed from (decision 0007). */
export const sellRateResource = defineResource({
  name: 'SellRate',
  plural: 'SellRates',
  key: 'sell-rates',
  noun: defineMessage({ id: 'resource.noun.rate', defaultMessage: 'rate' }),
  entity: returns<CarrierRate>(),
  path: '/admin/xpbx/tariff/rate',
  create: createCarrierRateBody,
  update: updateCarrierRateBody,
  title: 'prefix',
  columns: rateColumns,
});

export const destinationResource = defineResource({
  name: 'Destination',
  plural: 'Destinations',
  key: 'destinations',
  noun: defineMessage({ id: 'resource.noun.destination', defaultMessage: 'destination' }),
  entity: returns<Destination>(),
  path: '/admin/xpbx/destination',
  create: createDestinationBody,
  update: updateDestinationBody,
  title: 'prefix_name',
  columns: [
    { id: 'prefix', field: 'prefix', searchable: true, format: 'ltr' },
    { id: 'prefix_name', field: 'prefix_name', searchable: true },
    { id: 'country', field: 'country', searchable: true },
    { id: 'is_mobile', field: 'is_mobile', format: 'active' },
    { id: 'is_itfs', field: 'is_itfs', format: 'active' },
  ],
});
