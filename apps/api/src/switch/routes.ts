/**
 * A decision's targets as Kamailio's rtjson routing document (contract `SwitchRoutes`): the
 * switch's script hands it to `rtjson_init_routes` and never walks the targets itself.
 */
import type {
  SwitchCarrierTarget,
  SwitchCustomerTrunkTarget,
  SwitchMember,
  SwitchPeer,
  SwitchRoutes,
} from '@switchboard/contract';

const serial = (routes: SwitchRoutes['routes']): SwitchRoutes => ({
  version: '1.0',
  routing: 'serial',
  routes,
});

/** Each trunk in failover order, with the numbers its rules rewrote to. */
export function carrierRoutes(targets: SwitchCarrierTarget[]): SwitchRoutes {
  return serial(
    targets.map((t) => ({
      uri: `sip:${t.called_number}@${t.host}:${t.port}`,
      headers: { from: { uri: `sip:${t.calling_number}@${t.host}` } },
    })),
  );
}

/** Which carrier a reply from `host:port` comes from, and the number it was sent. */
export function carrierPeers(targets: SwitchCarrierTarget[]): Record<string, SwitchPeer> {
  return Object.fromEntries(
    targets.map((t) => [`${t.host}:${t.port}`, { carrier_id: t.carrier_id, called_number: t.called_number }]),
  );
}

/** An extension's address of record, looked up among the switch's registrations. */
export const extensionRoutes = (extension: string, domain: string): SwitchRoutes =>
  serial([{ uri: `sip:${extension}@${domain}` }]);

/** Every member at once, or one after another each for its own ring time. */
export function ringGroupRoutes(strategy: 'parallel' | 'ordered', members: SwitchMember[]): SwitchRoutes {
  const routes = members.map((m) => ({
    uri: `sip:${m.number}@${m.domain}`,
    fr_inv_timer: m.ring_time * 1000,
  }));
  return strategy === 'parallel' ? { version: '1.0', routing: 'parallel', routes } : serial(routes);
}

/** The DID's number to the customer's own PBX, trunk after trunk. */
export const customerTrunkRoutes = (called: string, targets: SwitchCustomerTrunkTarget[]): SwitchRoutes =>
  serial(targets.map((t) => ({ uri: `sip:${called}@${t.host}:${t.port};transport=${t.transport}` })));
