/**
 * The account the real-call suite and its bench place calls for: extension 101 with a SIP
 * password, a sell rate to 44, two outgoing carriers whose trunks point at SIPp gateways on this
 * machine (Cheap first, with a rule stripping the 00; Dear second, as dialled), an outbound route
 * for 00 numbers, an incoming carrier trunk at 127.0.0.2, and the switch token Kamailio asks with.
 */
import { endpoints as ep } from '@switchboard/contract';
import type { TestServer } from '../../src/testing.js';
import { client } from '../http.js';
import { freeUdpPort } from './sip.js';

export const PHONE_PASSWORD = 'phone-secret-1';
/** The inbound carrier's gateway: a loopback address of its own (phones use 127.0.0.1). */
export const INBOUND_GATEWAY = '127.0.0.2';

export type Call = ReturnType<typeof client>;

/** A created entity's id, or an error naming what the API said. */
export async function created(reply: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await reply;
  if (status !== 201) throw new Error(`expected 201, got ${status}: ${JSON.stringify(body)}`);
  return body as { id: number };
}

/** An outgoing carrier with one trunk at the gateway's port, rating 44 at `rate`. */
export async function outgoingCarrier(
  call: Call,
  token: string,
  name: string,
  priority: number,
  port: number,
  rate: string,
) {
  const { id: carrierId } = await created(
    call(ep.createCarrier, { token, body: { carrier_name: name, currency: 'EUR' } }),
  );
  const trunk = await created(
    call(ep.createCarrierTrunk, {
      token,
      params: { carrierId },
      body: {
        name: `${name} trunk`,
        channels: 1000,
        codecs: ['Alaw'],
        host: '127.0.0.1',
        port,
        priority,
        trunk_type: 'Outgoing',
      },
    }),
  );
  await created(
    call(ep.createCarrierRate, {
      token,
      params: { carrierId },
      body: { prefix: '44', carrier_rate: rate, effective_date: '2026-01-01' },
    }),
  );
  return { carrierId, trunkId: trunk.id, port };
}

export async function callingAccount(server: TestServer) {
  const call = client(server.url);
  const owner = await server.createAccount();
  const token = owner.tokens.access_token;
  const domains = (await call(ep.listPbxDomains, { token })).body as { domain: string }[];
  const domain = domains[0]?.domain;
  if (!domain) throw new Error('the account has no PBX domain');
  await created(call(ep.createExtension, { token, body: { extension: '101', password: PHONE_PASSWORD } }));
  await created(
    call(ep.createSellRate, {
      token,
      body: {
        prefix: '44',
        carrier_rate: '0.06',
        effective_date: '2026-01-01',
        minimum_time: 60,
        rest_time: 60,
      },
    }),
  );
  const cheap = await outgoingCarrier(call, token, 'Cheap', 1, await freeUdpPort(), '0.01');
  const dear = await outgoingCarrier(call, token, 'Dear', 2, await freeUdpPort(), '0.03');
  await created(
    call(ep.createTrunkRule, {
      token,
      params: { carrierId: cheap.carrierId, trunkId: cheap.trunkId },
      body: {
        command: 'change_called',
        command_arg: '',
        direction: 'OUT',
        point_start: 0,
        point_end: 2,
        called_prefix: '00',
      },
    }),
  );
  await created(call(ep.createOutboundRoute, { token, body: { b_regexp: '^00', priority: 1 } }));
  // The carrier delivering inbound calls: its gateway's address, which no phone shares.
  const { id: inbound } = await created(
    call(ep.createCarrier, { token, body: { carrier_name: 'Inbound', currency: 'EUR' } }),
  );
  await created(
    call(ep.createCarrierTrunk, {
      token,
      params: { carrierId: inbound },
      body: { name: 'In', channels: 1000, codecs: ['Alaw'], host: INBOUND_GATEWAY, trunk_type: 'Incoming' },
    }),
  );
  const rotated = await call(ep.rotateSwitchToken, { token, body: {} });
  return { call, owner, token, domain, cheap, dear, switchToken: rotated.body.token as string };
}
