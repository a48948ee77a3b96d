/**
 * The owner's download of all of the account's data (account-export/account-export.ts): a link
 * signed for the account, valid 5 minutes, whose target streams the zip without a bearer header.
 */
import { buildPath, type DownloadLink, endpoints as ep } from '@switchboard/contract';
import { accountExportName, accountExportStream } from '../account-export/account-export.js';
import type { Deps } from '../deps.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { SIGNED_LINK_SECONDS, signedLinks } from '../lib/signed-link.js';

const links = signedLinks('account-export');

export default function accountExportRoutes(deps: Deps) {
  return contractRoutes(deps)
    .on(ep.accountExport, async (c) => {
      const accountId = c.get('session').accountId;
      const now = deps.clock.now();
      const link: DownloadLink = {
        url: buildPath(ep.accountExportDownload.path, {
          token: links.token(deps.config.jwtSecret, accountId, now.getTime()),
        }),
        name: accountExportName(accountId, now),
        expires_in: SIGNED_LINK_SECONDS,
      };
      return c.json(link);
    })
    .on(ep.accountExportDownload, async (c) => {
      const now = deps.clock.now();
      const accountId = links.read(deps.config.jwtSecret, c.req.param('token') ?? '', now.getTime());
      if (accountId === null) throw notFound();
      return c.body(accountExportStream(deps.db, accountId, now), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition('attachment', accountExportName(accountId, now)),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    }).app;
}
