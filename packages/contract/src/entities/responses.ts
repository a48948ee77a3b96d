/** A plain acknowledgement, optionally with a notification type for the toast (spec §7, password). */
export interface MessageResponse {
  message: string;
  type?: 'success' | 'danger' | 'light';
}

/** The body of every 422: the first message, and every failing field with its messages. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** The body of 401, 403, 404, 429 and 5xx answers. */
export interface ErrorBody {
  message: string;
}

/** A short-lived link to a file made as it is downloaded (its size is not known before). */
export interface DownloadLink {
  /** A path on the API host, valid for `expires_in` seconds. */
  url: string;
  name: string;
  expires_in: number;
}

/** GET /admin/reports/attachment/:id: a short-lived link that downloads the file without a token. */
export interface AttachmentLink {
  /** A path on the API host, valid for `expires_in` seconds. */
  url: string;
  name: string;
  size: number;
  type: string;
  expires_in: number;
}
