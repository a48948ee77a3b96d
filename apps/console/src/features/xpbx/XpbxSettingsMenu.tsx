import { AreaMenu } from '../shell/AreaMenu';
import { xpbxMessages as m } from './xpbx.messages';

/**
 * The side menu of the PBX settings (spec §2 lists many child pages; only those that exist are
 * listed, as their route files declare them).
 */
export function XpbxSettingsMenu() {
  return <AreaMenu area="pbx" label={m.settingsMenu} heading={m.settingsHeading} />;
}
