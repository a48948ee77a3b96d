/** Spec §9: every call times out after 30 seconds. */
export const TIMEOUT_MS = 30000;

export type PostResult =
  | { ok: true }
  /** 422: the server's first message and every failing field with its messages. */
  | { ok: false; kind: 'invalid'; message: string; errors: Record<string, string[]> }
  /** 403 refused (blacklist, country), 413 attachment too large, 429 rate limited, timeout, other. */
  | { ok: false; kind: 'refused' | 'tooLarge' | 'rate' | 'timeout' | 'failed'; message?: string };

/**
 * POSTs a visitor form or intent to the public widget API: JSON for plain bodies, multipart for
 * FormData (the email form's attachment). Never throws; the result says what happened.
 */
export async function post(
  fetchFn: typeof fetch,
  url: string,
  body: Record<string, unknown> | FormData,
  options: { timeoutMs?: number } = {},
): Promise<PostResult> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller?.abort();
  }, options.timeoutMs ?? TIMEOUT_MS);
  try {
    const init: RequestInit = {
      method: 'POST',
      credentials: 'omit',
      headers: multipart
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: multipart ? (body as FormData) : JSON.stringify(body),
    };
    if (controller) init.signal = controller.signal;
    const response = await fetchFn(url, init);
    if (response.ok) return { ok: true };
    const data = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
    const message = typeof data.message === 'string' ? data.message : undefined;
    if (response.status === 422) {
      const errors =
        data.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string[]>) : {};
      return { ok: false, kind: 'invalid', message: message || '', errors };
    }
    const kind =
      response.status === 403
        ? 'refused'
        : response.status === 413
          ? 'tooLarge'
          : response.status === 429
            ? 'rate'
            : 'failed';
    return message ? { ok: false, kind, message } : { ok: false, kind };
  } catch {
    return { ok: false, kind: timedOut ? 'timeout' : 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
