import type { WidgetPublicConfig } from '../config';

/** What the loader hands the panel chunk when it mounts it. */
export interface PanelContext {
  /** The widget's shadow root: the panel draws and styles itself only inside it. */
  root: ShadowRoot;
  /** The floating button; the panel keeps its aria-expanded in step and returns focus to it. */
  button: HTMLButtonElement;
  config: WidgetPublicConfig;
  /** The widget's public key (the path segment of every public endpoint). */
  publicKey: string;
  /** The API origin (and path prefix), without a trailing slash. */
  apiBase: string;
  fetch: typeof fetch;
  /** The clock, for opening hours (tests pass a fixed one). */
  now?: () => Date;
}

export interface PanelHandle {
  /** Opens; focus moves to the view's heading unless `moveFocus` is false (the console's preview). */
  open(moveFocus?: boolean): void;
  /** Closes; `returnFocus` puts the focus back on the floating button. */
  close(returnFocus?: boolean): void;
  toggle(): void;
  isOpen(): boolean;
}

/** The panel chunk's exports, as the loader imports them. */
export interface PanelModule {
  mount(ctx: PanelContext): Promise<PanelHandle>;
}
