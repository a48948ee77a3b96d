/**
 * Photo and logo uploads (multipart, field `file`) and GET /uploads/<name>, which serves them.
 * Only the account owner uploads. The body limit (middleware/body-limit.ts) stops oversized bodies
 * while they stream in; here the file is checked against the exact limit and by content (magic
 * bytes), then stored and linked in one transaction (uploads/store.ts).
 */

import { serveStatic } from '@hono/node-server/serve-static';
import { apiMessages, endpoints as ep, type MultipartStruct } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { loadProfile } from '../accounts/load-profile.js';
import type { AppEnv } from '../app-env.js';
import { accounts, rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import { uploadedFile } from '../lib/multipart.js';
import { detectImage, SNIFF_BYTES } from '../uploads/image-type.js';
import { storeUpload, UPLOAD_NAME, UPLOADS_PATH } from '../uploads/store.js';

/** Names are random and never reused: a stored file never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The uploaded image of a multipart request, checked; throws 400, 413 or 422 otherwise. */
async function readImage(c: Context<AppEnv>, body: MultipartStruct) {
  const { field } = body.multipart;
  const { file } = await uploadedFile(c, body);
  const type = detectImage(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type) throw invalid(field, apiMessages.notAnImage);
  return { bytes: new Uint8Array(await file.arrayBuffer()), type };
}

export default function uploadRoutes(deps: Deps) {
  /** Stores the image and points the owner's photo or the company's logo at it. */
  const upload = (target: 'photo' | 'logo') => async (c: Context<AppEnv>) => {
    const session = c.get('session');
    const { bytes, type } = await readImage(c, target === 'photo' ? ep.uploadPhoto.body : ep.uploadLogo.body);
    await storeUpload(
      deps.config.uploadsDir,
      bytes,
      type,
      (url) =>
        deps.db.transaction(async (tx) => {
          const updatedAt = deps.clock.now();
          if (target === 'photo') {
            const [row] = await tx
              .select({ old: rootUsers.userPhoto })
              .from(rootUsers)
              .where(eq(rootUsers.id, session.subjectId))
              .for('update');
            await tx
              .update(rootUsers)
              .set({ userPhoto: url, updatedAt })
              .where(eq(rootUsers.id, session.subjectId));
            return row?.old ?? null;
          }
          const [row] = await tx
            .select({ old: accounts.logoPath })
            .from(accounts)
            .where(eq(accounts.id, session.accountId))
            .for('update');
          await tx
            .update(accounts)
            .set({ logoPath: url, updatedAt })
            .where(eq(accounts.id, session.accountId));
          return row?.old ?? null;
        }),
      deps.log,
    );
    return c.json(await loadProfile(deps, session));
  };

  const files = serveStatic<AppEnv>({
    root: deps.config.uploadsDir,
    rewriteRequestPath: (requestPath) => requestPath.slice(UPLOADS_PATH.length - 1),
  });

  return contractRoutes(deps)
    .on(ep.uploadPhoto, upload('photo'))
    .on(ep.uploadLogo, upload('logo'))
    .on(ep.uploadedFile, async (c) => {
      // Only names this module made: no dot files, no temp files, no paths.
      if (!UPLOAD_NAME.test(c.req.param('name') ?? '')) throw notFound();
      const res = await files(c, async () => {});
      if (!res) throw notFound();
      res.headers.set('Cache-Control', IMMUTABLE);
      res.headers.set('X-Content-Type-Options', 'nosniff');
      res.headers.set('Content-Disposition', contentDisposition('inline', c.req.param('name') ?? ''));
      return res;
    }).app;
}
