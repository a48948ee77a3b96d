import { useEffect, useState } from 'react';
import { vars } from './contract.css';

/** The theme contract's shape with each token's computed value (`'#0b63ce'`) instead of `var(--…)`. */
export type ThemeTokens = typeof vars;

type TokenTree = { [key: string]: string | TokenTree };

function resolveTree(tree: TokenTree, style: CSSStyleDeclaration): TokenTree {
  const resolved: TokenTree = {};
  for (const [key, token] of Object.entries(tree)) {
    if (typeof token === 'string') {
      const property = /^var\((--[^,)]+)/.exec(token)?.[1];
      resolved[key] = property ? style.getPropertyValue(property).trim() : token;
    } else {
      resolved[key] = resolveTree(token, style);
    }
  }
  return resolved;
}

/**
 * Every theme token's computed value for an element (the document's root by default): for code that
 * cannot use CSS variables, such as canvas and WebGL layers (deck.gl maps).
 */
export function resolveThemeTokens(element: Element = document.documentElement): ThemeTokens {
  return resolveTree(vars as unknown as TokenTree, getComputedStyle(element)) as ThemeTokens;
}

/**
 * The theme tokens as computed values (`tokens.color.accent` → `'#0b63ce'`), read again whenever the
 * theme changes (the theme class, inline style or `data-theme` on <html>, where `applyThemeMode`
 * puts them), so a canvas redraws in the new colours.
 */
export function useThemeTokens(): ThemeTokens {
  const [tokens, setTokens] = useState<ThemeTokens>(() => resolveThemeTokens());
  useEffect(() => {
    const root = document.documentElement;
    const update = () => setTokens(resolveThemeTokens(root));
    // The theme may have changed between the first render and this effect.
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] });
    return () => observer.disconnect();
  }, []);
  return tokens;
}
