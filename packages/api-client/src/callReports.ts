/**
 * The PBX reports: calls by tab and messages as infinite queries over the API's keyset pages (the
 * first page carries the totals and the per-day counts), a call's legs (loaded when its row is
 * opened), the exports' signed links, and the download of one with its progress.
 */
import type { CallReportBody, MessageReportBody } from '@switchboard/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { mutationFor } from './queries.js';

type PageFilter<B> = Omit<B, 'cursor'>;

export const callReportKeys = {
  all: () => ['pbx-reports'] as const,
  calls: (body: PageFilter<CallReportBody>) => ['pbx-reports', 'calls', body] as const,
  legs: (callId: string) => ['pbx-reports', 'legs', callId] as const,
  messages: (body: PageFilter<MessageReportBody>) => ['pbx-reports', 'messages', body] as const,
};

export function callReportQueries(client: ApiClient) {
  return {
    calls: (body: PageFilter<CallReportBody>) =>
      infiniteQueryOptions({
        queryKey: callReportKeys.calls(body),
        queryFn: ({ pageParam, signal }) =>
          client.call('callReport', { body: { ...body, cursor: pageParam }, signal }),
        initialPageParam: null as string | null,
        getNextPageParam: (page) => page.next_cursor,
      }),
    legs: (callId: string) =>
      queryOptions({
        queryKey: callReportKeys.legs(callId),
        queryFn: ({ signal }) => client.call('callReportLegs', { params: { callId }, signal }),
      }),
    messages: (body: PageFilter<MessageReportBody>) =>
      infiniteQueryOptions({
        queryKey: callReportKeys.messages(body),
        queryFn: ({ pageParam, signal }) =>
          client.call('messageReport', { body: { ...body, cursor: pageParam }, signal }),
        initialPageParam: null as string | null,
        getNextPageParam: (page) => page.next_cursor,
      }),
  };
}

/** The exports change nothing: their links are not cached and invalidate nothing. */
export function callReportMutations(client: ApiClient) {
  return {
    exportCalls: () => mutationFor(client, 'callReportExport'),
    exportMessages: () => mutationFor(client, 'messageReportExport'),
  };
}

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Lines received so far (a CSV's rows, its header included); 0 for other files. */
  lines: number;
}

/**
 * Reads an export link's file as it streams in, reporting progress, and answers it whole. The
 * link is signed: it needs no bearer header, so the page's own fetch reads it.
 */
export async function downloadExport(
  url: string,
  {
    onProgress,
    signal,
    fetch: fetchFn = fetch,
  }: {
    onProgress?: (progress: DownloadProgress) => void;
    signal?: AbortSignal;
    fetch?: typeof fetch;
  } = {},
): Promise<Blob> {
  const response = await fetchFn(url, { signal });
  if (!response.ok || !response.body) throw new Error(`Export failed (${response.status})`);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const counting = type.startsWith('text/csv');
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (counting) for (const byte of value) if (byte === 10) lines++;
    onProgress?.({ bytes, lines });
  }
  return new Blob(chunks as BlobPart[], { type });
}
