/**
 * "The tariffs changed" across instances (PostgreSQL only: TEST_DATABASE_URL): an edit announced by
 * one instance reaches another's listener, which tells its subscribers (and forgets its price list).
 * Waits on the subscriber being called, never on a fixed time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import type { ChannelListener } from '../lib/pg-listen.js';
import { listenForTariffChanges, onTariffsChanged, tariffsChanged } from './changes.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)(
  `the price list's PostgreSQL listener${url ? '' : ' (skipped: needs TEST_DATABASE_URL, the postgres project)'}`,
  () => {
    let editor: DatabaseHandle;
    let other: DatabaseHandle;
    let listener: ChannelListener;

    beforeAll(async () => {
      [editor, other] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    });
    afterAll(async () => {
      await listener?.close();
      await Promise.all([editor?.close(), other?.close()]);
    });

    it('tells the subscribers of another instance', async () => {
      const log = { info: () => {}, error: () => {} };
      listener = listenForTariffChanges(url as string, other.db, log);
      await listener.ready;
      let told = 0;
      const heard = new Promise<void>((resolve) => {
        const stop = onTariffsChanged(() => {
          told += 1;
          // Once here (the editor's own instance) and once through the notification.
          if (told === 2) {
            stop();
            resolve();
          }
        });
      });
      await tariffsChanged(editor.db);
      await heard;
      expect(told).toBe(2);
    });
  },
);
