/**
 * Sound files: uploaded (multipart, the audio checked by content, at most 20 MB), listed, renamed
 * and deleted with their audio. The audio is played through a short-lived signed link (an <audio>
 * element sends no bearer header), which serves it with range requests so the browser can seek.
 */
import { Readable } from 'node:stream';
import {
  type AttachmentLink,
  apiMessages,
  buildPath,
  type CreateSoundFileBody,
  endpoints as ep,
  soundFileResource,
} from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import { soundFiles } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { SIGNED_LINK_SECONDS, signedLinks } from '../lib/signed-link.js';
import { byteRange } from '../media/byte-range.js';
import { toSoundFile } from '../media/serialize.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';
import { AUDIO_SNIFF_BYTES, type DetectedAudio, detectAudio } from '../uploads/audio-type.js';
import { diskStore, newKey } from '../uploads/store.js';

const audioLinks = signedLinks('sound-file');

/** The uploaded file's own name (a File from the form has one), within the field's 200 characters. */
const nameOf = (file: Blob) =>
  (('name' in file && typeof file.name === 'string' && file.name.trim()) || 'sound').slice(0, 200);

/** The create body once its audio is stored: the store's key and the detected type. */
type StoredSoundFile = CreateSoundFileBody & { stored: { key: string; audio: DetectedAudio } };

export default function soundFileRoutes(deps: Deps) {
  const files = diskStore(deps.config.soundFilesDir);
  const rows = drizzleStore({
    resource: soundFileResource,
    table: soundFiles,
    serialize: toSoundFile,
    insert: (input) => {
      const { file, stored } = input as StoredSoundFile;
      return {
        filename: input.filename?.trim() || nameOf(file),
        description: input.description?.trim() ?? '',
        filetype: input.filetype,
        filesize: file.size,
        mime: stored.audio.mime,
        storageKey: stored.key,
      };
    },
    changes: (input) => ({
      ...(input.filename !== undefined ? { filename: input.filename.trim() } : {}),
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
      ...(input.filetype !== undefined ? { filetype: input.filetype } : {}),
    }),
  });

  const keyOf = async (ctx: StoreContext, id: number) => {
    const [row] = await deps.db
      .select({ key: soundFiles.storageKey })
      .from(soundFiles)
      .where(and(eq(soundFiles.id, id), eq(soundFiles.accountId, ctx.accountId)));
    return row?.key;
  };

  const store: typeof rows = {
    ...rows,
    // The audio is stored first and removed again when its row cannot be written.
    async create(ctx, body) {
      const head = new Uint8Array(await body.file.slice(0, AUDIO_SNIFF_BYTES).arrayBuffer());
      const audio = detectAudio(head);
      if (!audio) throw invalid('file', apiMessages.notAudio);
      const key = newKey(audio.extension);
      await files.put(key, new Uint8Array(await body.file.arrayBuffer()));
      try {
        return await rows.create(ctx, { ...body, stored: { key, audio } } as StoredSoundFile);
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },
    async delete(ctx, id) {
      const key = await keyOf(ctx, id);
      if (!key || !(await rows.delete(ctx, id))) return false;
      await files
        .remove(key)
        .catch((error: unknown) => deps.log.error(`could not remove sound file ${key}`, error));
      return true;
    },
  };

  const routes = contractRoutes(deps);
  registerResource(routes, deps, soundFileResource, store);

  return (
    routes
      .on(ep.soundFileAudioLink, async (c) => {
        const [row] = await deps.db
          .select()
          .from(soundFiles)
          .where(and(eq(soundFiles.id, idParam(c)), eq(soundFiles.accountId, c.get('session').accountId)));
        if (!row) throw notFound();
        const token = audioLinks.token(deps.config.jwtSecret, row.id, deps.clock.now().getTime());
        const link: AttachmentLink = {
          url: buildPath(ep.soundFileAudio.path, { token }),
          name: row.filename,
          size: row.filesize,
          type: row.mime,
          expires_in: SIGNED_LINK_SECONDS,
        };
        return c.json(link);
      })

      // The link's target: its signed, expiring token stands in for a login.
      .on(ep.soundFileAudio, async (c) => {
        const id = audioLinks.read(
          deps.config.jwtSecret,
          c.req.param('token') ?? '',
          deps.clock.now().getTime(),
        );
        if (id === null) throw notFound();
        const [row] = await deps.db.select().from(soundFiles).where(eq(soundFiles.id, id));
        if (!row) throw notFound();
        const size = row.filesize;
        const headers: Record<string, string> = {
          'Accept-Ranges': 'bytes',
          'Content-Type': row.mime,
          'Content-Disposition': contentDisposition('inline', row.filename),
          'Cache-Control': 'private, max-age=300',
          'X-Content-Type-Options': 'nosniff',
        };
        const range = byteRange(c.req.header('range'), size);
        if (range.kind === 'unsatisfiable') {
          return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
        }
        const part =
          range.kind === 'part' ? { start: range.start, end: range.end } : { start: 0, end: size - 1 };
        const stream = Readable.toWeb(files.read(row.storageKey, part)) as ReadableStream<Uint8Array>;
        const length = part.end - part.start + 1;
        if (range.kind === 'whole')
          return c.body(stream, 200, { ...headers, 'Content-Length': String(length) });
        return c.body(stream, 206, {
          ...headers,
          'Content-Length': String(length),
          'Content-Range': `bytes ${part.start}-${part.end}/${size}`,
        });
      }).app
  );
}
