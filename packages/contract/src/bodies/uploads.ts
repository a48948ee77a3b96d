/**
 * Upload bodies: multipart/form-data with one file field. The struct checks what a client can check
 * before sending (a file is chosen, within the size limit) with the shared rule set's words; the
 * `multipart` marker tells clients to send FormData instead of JSON, and the server to take the
 * body as multipart. The server also checks the file's content (images by their magic bytes).
 */
import { fileError, UPLOAD_LIMIT } from '@switchboard/forms';
import { define, type Infer, optional, type Struct, type } from 'superstruct';

/** Image types accepted for photos and logos, recognised by content, not by name or declared type. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How an upload endpoint takes its body. */
export interface MultipartSpec {
  /** The form field carrying the file. */
  readonly field: string;
  /** Largest accepted file, in bytes (spec §9: 20 MB). */
  readonly maxBytes: number;
  /** Accepted content types (checked by content on the server); ['*']: any file. */
  readonly accept: readonly string[];
  /** The file may be left out (the other fields are sent alone). */
  readonly optional?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: any struct may carry the marker.
export type MultipartStruct<S extends Struct<any, any> = Struct<any, any>> = S & {
  readonly multipart: MultipartSpec;
};

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** A chosen file (a Blob or File) of at most `maxBytes`. */
export const file = (maxBytes: number) =>
  define<Blob>('file', (value) => fileError(isBlob(value) ? value : null, maxBytes) ?? true);

/** A file that may be left out; when given, at most `maxBytes`. */
export const optionalFile = (maxBytes: number) => optional(file(maxBytes));

/** Marks a struct as a multipart body. */
// biome-ignore lint/suspicious/noExplicitAny: any struct may carry the marker.
export function multipart<S extends Struct<any, any>>(struct: S, spec: MultipartSpec): MultipartStruct<S> {
  return Object.assign(struct, { multipart: spec });
}

/** POST /admin/profile/photo and /admin/profile/logo: form field `file`, a PNG, JPEG, GIF or WebP image up to 20 MB. */
export const imageUploadBody = multipart(type({ file: file(UPLOAD_LIMIT) }), {
  field: 'file',
  maxBytes: UPLOAD_LIMIT,
  accept: IMAGE_TYPES,
});
export type ImageUploadBody = Infer<typeof imageUploadBody>;

/** Whether an endpoint's body is multipart (send FormData) rather than JSON. */
export function isMultipartBody(body: unknown): body is MultipartStruct {
  return typeof body === 'object' && body !== null && 'multipart' in body;
}
