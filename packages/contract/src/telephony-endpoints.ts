/**
 * The endpoint table's carrier, rate, destination, routing and call-record entries (spread into
 * `endpoints`): the resources' derived entries, and beside them the rule tester, the rate-deck
 * import, the destination seed, the route and rate tester, the switch token, the call log and the
 * switch's ingest.
 */

import { emptyBody } from './bodies/empty.js';
import {
  callIngestBody,
  callRecordsBody,
  rateImportBody,
  routeTestBody,
  trunkRuleTestBody,
} from './bodies/telephony.js';
import { returns } from './endpoint.js';
import type {
  CallIngestResult,
  CallRecordPage,
  DestinationsSeeded,
  RateImportApplied,
  RateImportPreview,
  RouteTrace,
  RuleTestResult,
  SwitchTokenCreated,
  SwitchTokenStatus,
} from './entities/telephony.js';
import * as paths from './paths.js';

export const telephonyEndpoints = {
  /** 'Test rule': the trunk's rules applied in priority order to the given numbers. */
  testTrunkRules: {
    method: 'POST',
    path: paths.trunkRuleTest,
    body: trunkRuleTestBody,
    response: returns<RuleTestResult>(),
    auth: 'verified',
    readOnly: true,
  },
  /** A CSV or XLSX deck → a preview and diff against the carrier's deck; nothing is stored yet. */
  previewCarrierRateImport: {
    method: 'POST',
    path: paths.carrierRateImport,
    body: rateImportBody,
    response: returns<RateImportPreview>(),
    auth: 'verified',
    readOnly: true,
  },
  /** Applies a previewed deck in one transaction (all or nothing); 404 once expired or applied. */
  applyCarrierRateImport: {
    method: 'POST',
    path: paths.carrierRateImportApply,
    body: emptyBody,
    response: returns<RateImportApplied>(),
    auth: 'verified',
  },
  previewSellRateImport: {
    method: 'POST',
    path: paths.sellRateImport,
    body: rateImportBody,
    response: returns<RateImportPreview>(),
    auth: 'verified',
    readOnly: true,
  },
  applySellRateImport: {
    method: 'POST',
    path: paths.sellRateImportApply,
    body: emptyBody,
    response: returns<RateImportApplied>(),
    auth: 'verified',
  },
  /** Adds every country's calling code the account does not have yet (from `countries-list`). */
  seedDestinations: {
    method: 'POST',
    path: paths.seedDestinations,
    body: emptyBody,
    response: returns<DestinationsSeeded>(),
    auth: 'verified',
  },
  /** The route and rate tester: a trace of how a call would be routed, rewritten and rated. */
  testRoute: {
    method: 'POST',
    path: paths.routeTest,
    body: routeTestBody,
    response: returns<RouteTrace>(),
    auth: 'verified',
    readOnly: true,
  },
  switchTokenStatus: {
    method: 'GET',
    path: paths.switchToken,
    body: undefined,
    response: returns<SwitchTokenStatus>(),
    auth: 'verified',
    apiKeys: false,
  },
  /** Creates or rotates the switch token: shown once here, stored hashed; the old one stops working. */
  rotateSwitchToken: {
    method: 'POST',
    path: paths.switchToken,
    body: emptyBody,
    response: returns<SwitchTokenCreated>(),
    auth: 'verified',
    apiKeys: false,
  },
  /** The call log: rated legs, newest first, filtered by start time. */
  listCallRecords: {
    method: 'POST',
    path: paths.callRecords,
    body: callRecordsBody,
    response: returns<CallRecordPage>(),
    auth: 'verified',
    readOnly: true,
    access: 'members',
  },
  /**
   * The switch's batch of legs, `Authorization: Bearer <switch token>` (401 otherwise): each rated
   * and stored once by call_id, so a retried batch is neither stored nor billed twice.
   */
  ingestCallRecords: {
    method: 'POST',
    path: paths.callRecordIngest,
    body: callIngestBody,
    response: returns<CallIngestResult>(),
    auth: 'public',
  },
} as const;
