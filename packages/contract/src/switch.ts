/**
 * What a SIP switch (apps/switch: Kamailio) asks and reports, each with the account's switch token
 * (`Authorization: Bearer sw_…`, 401 otherwise) — never a login or an API key, so a leaked switch
 * token reaches these entries and the call-record ingest only. The decision is the route tester's
 * own routing (the same code), answered as what the switch does next.
 */
import { assign, type Infer, optional, type } from 'superstruct';
import { numberText, oneOf, text } from './bodies/fields.js';
import { callRecordInput, int } from './bodies/telephony.js';
import { type CallEvent, callEventBody } from './call-events.js';
import { returns } from './endpoint.js';
import type { MessageResponse } from './entities/responses.js';
import type { CallIngestResult, SwitchRefusal } from './entities/telephony.js';
import type { CustomerTrunkTransport } from './resources/customer-trunks.js';

export const switchDecisionBody = type({
  /** Outbound: placed by one of the account's extensions; inbound: arrived from a carrier. */
  direction: oneOf(['inbound', 'outbound'] as const),
  calling_number: numberText(0, 32),
  called_number: numberText(1, 32),
  /**
   * Inbound: the address the call came from. Given, only a host of one of the account's carrier
   * trunks may place an inbound call (else `unknown_peer`): a switch sends it for every call that
   * did not authenticate as an extension.
   */
  source: optional(text('nospace|between:1-255')),
});
export type SwitchDecisionBody = Infer<typeof switchDecisionBody>;

/** One carrier trunk to try, with the numbers its trunk rules rewrote the call to. */
export interface SwitchCarrierTarget {
  carrier_id: number;
  carrier_name: string;
  trunk_id: number;
  trunk_name: string;
  host: string;
  port: number;
  /** Carrier trunks are plain SIP over UDP (spec §3 has no transport for them). */
  transport: 'udp';
  calling_number: string;
  called_number: string;
}

export interface SwitchCustomerTrunkTarget {
  trunk_id: number;
  name: string;
  host: string;
  port: number;
  transport: CustomerTrunkTransport;
}

/** The carrier behind a trunk's address, and the called number its trunk rules made. */
export interface SwitchPeer {
  carrier_id: number;
  called_number: string;
}

/** A ring group member: the number the switch looks up among its registrations. */
export interface SwitchMember {
  number: string;
  /** The PBX domain of the member's extension (its registrations' domain). */
  domain: string;
  /** Seconds this member rings. */
  ring_time: number;
}

/**
 * The targets again as Kamailio's rtjson routing document (its `rtjson` module forks and fails over
 * by it without parsing arrays in the script): serial routes are tried one after another, parallel
 * ones rung together. An extension's route is its address of record, which the switch looks up
 * among its registrations.
 */
export interface SwitchRoutes {
  version: '1.0';
  routing: 'serial' | 'parallel';
  routes: {
    uri: string;
    /** The calling number a trunk rule rewrote, as the From the carrier sees. */
    headers?: { from: { uri: string } };
    /** How long this route rings, in milliseconds. */
    fr_inv_timer?: number;
  }[];
}

export type SwitchDecision =
  /**
   * Outbound: the usable trunks in failover order (try the next on 408, 5xx). `peers` says, by a
   * trunk's `host:port`, which carrier a reply comes from and the number that carrier was sent
   * (the number the call is rated by, as the route tester rates it).
   */
  | {
      result: 'carriers';
      entry_id: number;
      targets: SwitchCarrierTarget[];
      routing: SwitchRoutes;
      peers: Record<string, SwitchPeer>;
    }
  | { result: 'extension'; extension: string; domain: string; routing: SwitchRoutes }
  /** parallel: every member at once (strategy ringall); ordered: one after another. */
  | {
      result: 'ring_group';
      ring_group_id: number;
      strategy: 'parallel' | 'ordered';
      ring_time: number;
      members: SwitchMember[];
      routing: SwitchRoutes;
    }
  /** The DID's trunk first, then the account's other active trunks in failover order. */
  | { result: 'customer_trunk'; targets: SwitchCustomerTrunkTarget[]; routing: SwitchRoutes }
  /**
   * What only a media server can answer (a call flow's IVR, a voicemail box, a queue): the switch
   * relays the call to its media server naming this target, and the media server reads it.
   */
  | { result: 'media'; media: { kind: 'flow' | 'queue' | 'voicemail'; id: number; name: string } }
  | { result: 'refused'; reason: SwitchRefusal; sip_status: number; sip_reason: string };

export const switchAuthBody = type({
  /** The extension's number, the digest username. */
  username: text('required|nospace|between:1-64'),
  /** The digest realm: the extension's PBX domain. */
  domain: text('required|nospace|between:1-255'),
});
export type SwitchAuthBody = Infer<typeof switchAuthBody>;

/**
 * HA1 = MD5(username:realm:password) of an active extension: all digest auth needs, and worth
 * nothing in another realm (the password itself never leaves the API).
 */
export interface SwitchAuthAnswer {
  ha1: string;
}

/** A live call event, and with `ended` optionally the call's final record (rated once by call_id). */
export const switchCallEventBody = assign(callEventBody, type({ record: optional(callRecordInput) }));
export type SwitchCallEventBody = Infer<typeof switchCallEventBody>;

export interface SwitchCallEventAnswer {
  event: CallEvent;
  /** What the ingest did with the record (null without one). */
  record: CallIngestResult | null;
}

export const switchRegistrationBody = type({
  /** The extension's number, as it authenticated. */
  username: text('required|nospace|between:1-64'),
  /** Its PBX domain. */
  domain: text('required|nospace|between:1-255'),
  /** Where the phone is reached (its Contact). */
  contact: text('required|nospace|between:1-255'),
  /** Seconds the registration lasts; 0: the phone unregistered. */
  expires: int(0, 86_400),
});
export type SwitchRegistrationBody = Infer<typeof switchRegistrationBody>;

export const switchEndpoints = {
  /** How to route a call, or why to refuse it. */
  switchDecision: {
    method: 'POST',
    path: '/switch/decision',
    body: switchDecisionBody,
    response: returns<SwitchDecision>(),
    auth: 'public',
  },
  /** Digest credentials of an extension (404: no such active extension with a SIP password). */
  switchAuth: {
    method: 'POST',
    path: '/switch/auth',
    body: switchAuthBody,
    response: returns<SwitchAuthAnswer>(),
    auth: 'public',
  },
  /** A phone registered (or, with expires 0, unregistered): the switch page lists who is reachable. */
  switchRegistration: {
    method: 'POST',
    path: '/switch/registrations',
    body: switchRegistrationBody,
    response: returns<MessageResponse>(),
    auth: 'public',
  },
  /** A call's event (started, ringing, answered, ended); a retry is stored once. */
  switchCallEvent: {
    method: 'POST',
    path: '/switch/call-events',
    body: switchCallEventBody,
    response: returns<SwitchCallEventAnswer>(),
    auth: 'public',
  },
} as const;
