/**
 * The endpoint table's price list entries beyond the public reads of endpoints.ts (spread into
 * `endpoints`): the service plans' list, and the administrator's edits of /xadmin/tarrifs. The
 * price list is the provider's, not an account's: administrators edit it, everyone reads it.
 */

import {
  createTariffTypeBody,
  tariffRateBody,
  tariffRatesBody,
  updateServicePlanBody,
  updateSubscriptionPlanBody,
  updateTariffTypeBody,
} from './bodies/tariffs.js';
import { returns } from './endpoint.js';
import type { ServicePlan } from './entities/money.js';
import type { SubscriptionPlan, Tariff, TariffType } from './entities/reference.js';
import * as paths from './paths.js';

export const tariffEndpoints = {
  /** 1 year and 2 year (spec §9), the plans a service is subscribed on; public like the other plans. */
  servicePlans: {
    method: 'GET',
    path: paths.servicePlans,
    body: undefined,
    response: returns<ServicePlan[]>(),
    auth: 'public',
  },
  /** 201; a taken id is a 422. The type has no rates until some are set. */
  createTariffType: {
    method: 'POST',
    path: paths.tariffTypes,
    body: createTariffTypeBody,
    response: returns<TariffType>(),
    auth: 'admin',
  },
  updateTariffType: {
    method: 'PUT',
    path: paths.tariffType,
    body: updateTariffTypeBody,
    response: returns<TariffType>(),
    auth: 'admin',
  },
  /** With its rates; answers the types left. */
  deleteTariffType: {
    method: 'DELETE',
    path: paths.tariffType,
    body: undefined,
    response: returns<TariffType[]>(),
    auth: 'admin',
  },
  /** Adds or replaces each listed country's rate (an unknown country code is a 422); answers the type's rates. */
  setTariffRates: {
    method: 'POST',
    path: paths.tariffRates,
    body: tariffRatesBody,
    response: returns<Tariff[]>(),
    auth: 'admin',
  },
  /** One country's rate, added or replaced. */
  setTariffRate: {
    method: 'PUT',
    path: paths.tariffRate,
    body: tariffRateBody,
    response: returns<Tariff>(),
    auth: 'admin',
  },
  /** The country no longer has a rate of the type; answers the type's rates. */
  deleteTariffRate: {
    method: 'DELETE',
    path: paths.tariffRate,
    body: undefined,
    response: returns<Tariff[]>(),
    auth: 'admin',
  },
  /** A plan's price and pricing text; the four plans themselves are fixed (spec §1). */
  updateSubscriptionPlan: {
    method: 'PUT',
    path: paths.subscriptionPlan,
    body: updateSubscriptionPlanBody,
    response: returns<SubscriptionPlan>(),
    auth: 'admin',
  },
  /** Its name and price: later subscriptions are charged it, running ones keep their price. */
  updateServicePlan: {
    method: 'PUT',
    path: paths.servicePlan,
    body: updateServicePlanBody,
    response: returns<ServicePlan>(),
    auth: 'admin',
  },
} as const;
