/**
 * Reads a server-sent events answer in a test: `until` resolves with the first snapshot (an
 * event's JSON data) that passes the check, reading as far as it takes; comment lines are skipped.
 */
import type { Wallboard } from '@switchboard/contract';

export interface OpenStream {
  status: number;
  contentType: string | null;
  until(check: (board: Wallboard) => boolean): Promise<Wallboard>;
  /** Resolves once the server ended the stream. */
  ended(): Promise<void>;
  close(): void;
}

export async function openStream(url: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(): Promise<Wallboard | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (data) return JSON.parse(data) as Wallboard;
        continue;
      }
      const read = await reader?.read();
      if (!read || read.done) return null;
      buffer += read.value;
    }
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    async until(check) {
      for (;;) {
        const board = await next();
        if (!board) throw new Error('the stream ended');
        if (check(board)) return board;
      }
    },
    async ended() {
      while ((await next()) !== null) {
        // read on to the end
      }
    },
    close: () => controller.abort(),
  };
}
