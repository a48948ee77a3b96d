// The live preview's message protocol, shared by the widget's preview page
// (apps/widget/src/preview/preview.ts) and the console's appearance editor that frames it. Types,
// constants and type guards only: no DOM.
import type { WidgetPublicConfig } from '@switchboard/contract';

/** Where the API serves the preview page: same origin as the console, so only it may frame it. */
export const PREVIEW_PAGE_URL = '/widget-preview.html';

/** Console → preview: draw the widget with this config (unsaved edits included). */
export const PREVIEW_MESSAGE = 'switchboard:preview';
/** Preview → console: the page listens now; send the config (again, after a reload). */
export const PREVIEW_READY = 'switchboard:preview-ready';

export interface PreviewMessage {
  type: typeof PREVIEW_MESSAGE;
  /** What GET /public/widget/{key} would answer for the edited widget. */
  config: WidgetPublicConfig;
  /** Show the panel opened, as after a click on the floating button. */
  open: boolean;
  /** What the panel says when a visitor form or call is tried: nothing leaves the preview. */
  notice?: string;
}

export interface PreviewReady {
  type: typeof PREVIEW_READY;
}

const typed = (data: unknown, type: string): data is { type: string } =>
  !!data && typeof data === 'object' && (data as { type?: unknown }).type === type;

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return typed(data, PREVIEW_MESSAGE) && !!(data as { config?: unknown }).config;
}

export function isPreviewReady(data: unknown): data is PreviewReady {
  return typed(data, PREVIEW_READY);
}
