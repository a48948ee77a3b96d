/**
 * The account's PBX settings (GET/PUT /admin/xpbx/settings): one row per account, written on the
 * first save; until then the contract's defaults. The music on hold must be one of the account's
 * sound files (another account's id is a 422, as a foreign id in any body is).
 */
import {
  endpoints as ep,
  PBX_SETTINGS_DEFAULTS,
  type PbxSettings,
  type UpdatePbxSettingsBody,
} from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { pbxSettings, soundFiles } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { checkOwned } from '../lib/owned.js';

type Row = typeof pbxSettings.$inferSelect;

const toPbxSettings = (row: Row): PbxSettings => ({
  timezone: row.timezone,
  call_recording: row.callRecording ? 1 : 0,
  recording_retention_days: row.recordingRetentionDays,
  music_on_hold_id: row.musicOnHoldId,
  presentation_number: row.presentationNumber,
  max_call_minutes: row.maxCallMinutes,
  ring_timeout_seconds: row.ringTimeoutSeconds,
  updated_at: row.updatedAt.toISOString(),
});

/** The account's settings, the defaults when never saved. */
export async function readPbxSettings(db: Database, accountId: number): Promise<PbxSettings> {
  const [row] = await db.select().from(pbxSettings).where(eq(pbxSettings.accountId, accountId));
  return row ? toPbxSettings(row) : { ...PBX_SETTINGS_DEFAULTS, updated_at: null };
}

/** The stored settings with the body's fields over them. */
function merged(current: PbxSettings, body: UpdatePbxSettingsBody) {
  const pick = <K extends keyof UpdatePbxSettingsBody & keyof PbxSettings>(key: K) =>
    body[key] !== undefined ? body[key] : current[key];
  return {
    timezone: pick('timezone') as string | null,
    callRecording: pick('call_recording') === 1,
    recordingRetentionDays: pick('recording_retention_days') as number,
    musicOnHoldId: pick('music_on_hold_id') as number | null,
    presentationNumber: pick('presentation_number') as string | null,
    maxCallMinutes: pick('max_call_minutes') as number,
    ringTimeoutSeconds: pick('ring_timeout_seconds') as number,
  };
}

export default function pbxSettingsRoutes(deps: Deps) {
  return contractRoutes(deps)
    .on(ep.pbxSettings, async (c) => c.json(await readPbxSettings(deps.db, c.get('session').accountId)))
    .on(ep.updatePbxSettings, async (c, body) => {
      const { accountId } = c.get('session');
      await checkOwned(
        { deps, accountId },
        soundFiles,
        body.music_on_hold_id,
        'music_on_hold_id',
        'Music on hold',
      );
      const values = {
        ...merged(await readPbxSettings(deps.db, accountId), body),
        updatedAt: deps.clock.now(),
      };
      await deps.db
        .insert(pbxSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: pbxSettings.accountId, set: values });
      return c.json(await readPbxSettings(deps.db, accountId));
    }).app;
}
