/** Whether the browser can draw deck.gl 9 (WebGL 2); headless or GPU-less browsers may not. */
export function hasWebGL2(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}
