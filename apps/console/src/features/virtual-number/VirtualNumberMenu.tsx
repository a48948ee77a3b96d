import { AreaMenu } from '../shell/AreaMenu';
import { virtualNumberMessages as m } from './virtualNumber.messages';

/** Spec §2: Dashboard, Pricing & Coverage, DID numbers, … as their route files declare them. */
export function VirtualNumberMenu() {
  return <AreaMenu area="virtual-number" label={m.menu} heading={m.heading} />;
}
