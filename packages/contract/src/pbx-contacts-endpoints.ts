/**
 * The PBX phone book's CSV/XLSX import (spread into `endpoints`): a preview that stores nothing
 * but the parsed rows (each bad one with its line and messages), then apply, which writes only the
 * good rows in one transaction. The list, CRUD and export are the resource's own entries.
 */
import { emptyBody } from './bodies/empty.js';
import { pbxContactImportBody } from './bodies/pbx-contacts.js';
import { returns } from './endpoint.js';
import * as paths from './paths.js';
import type { PbxContactImportApplied, PbxContactImportPreview } from './resources/pbx-contacts.js';

export const pbxContactEndpoints = {
  /** A CSV or XLSX phone book → every row with its values, a bad one with its messages. */
  previewPbxContactImport: {
    method: 'POST',
    path: paths.pbxContactImport,
    body: pbxContactImportBody,
    response: returns<PbxContactImportPreview>(),
    auth: 'verified',
    readOnly: true,
  },
  /** Creates the preview's good rows in one transaction; 404 once expired, applied or another's. */
  applyPbxContactImport: {
    method: 'POST',
    path: paths.pbxContactImportApply,
    body: emptyBody,
    response: returns<PbxContactImportApplied>(),
    auth: 'verified',
  },
} as const;
