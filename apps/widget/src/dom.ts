// DOM helpers shared by the loader and the panel. Everything the widget draws lives in its shadow
// root; nothing here touches the host page's document head or flow.

type Child = Node | string | null | undefined | false;
type Props = Record<string, string | number | boolean | EventListener | null | undefined>;

/**
 * Creates an element. `on*` props become listeners, `text` the text content, `true` an empty
 * attribute; `false`, null and undefined are left out. Strings are always text, never HTML.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Props | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const key in props) {
    const value = props[key];
    if (value == null || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'text') el.textContent = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) if (child != null && child !== false) el.append(child);
  return el;
}

/** A number as written in a text: digits with an optional leading plus and inner spaces, dashes, dots, brackets. */
const NUMBER = /\+?\d(?:[\d ().-]*\d)?/g;

/**
 * A text with each number in it isolated left to right (`<bdi dir="ltr">`): in a right-to-left
 * sentence the plus of "+971501234567" would otherwise take the sentence's direction and show on
 * the wrong side of the digits.
 */
export function withNumbers(text: string): (Node | string)[] {
  const parts: (Node | string)[] = [];
  let last = 0;
  text.replace(NUMBER, (number: string, at: number) => {
    if (at > last) parts.push(text.slice(last, at));
    parts.push(h('bdi', { dir: 'ltr' }, number));
    last = at + number.length;
    return number;
  });
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A decorative 24×24 icon from one SVG path, built node by node: no HTML parsing, so pages that
 * enforce Trusted Types accept it.
 */
export function icon(path: string, className = 'i'): HTMLSpanElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  svg.appendChild(shape);
  return h('span', { class: className, 'aria-hidden': 'true' }, svg);
}

/**
 * Adds CSS to a shadow root: a constructed style sheet where supported (it also passes a host
 * page's Content-Security-Policy without 'unsafe-inline'), else a <style> inside the shadow root.
 */
export function addStyles(root: ShadowRoot, css: string): void {
  try {
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return;
    }
  } catch {
    // Older engines: fall through to a <style> element.
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.appendChild(style);
}

export const ICONS = {
  call: 'M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24c1.12.37 2.33.57 3.57.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1C10.61 21 3 13.39 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
};
