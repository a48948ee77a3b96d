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
