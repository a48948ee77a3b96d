import type { Locale } from '@switchboard/i18n';

export interface HeadScriptOptions {
  locale: Locale;
  /** Each language's URL of this page (path and query), for a visitor whose user_lang is another. */
  urls: Record<Locale, string>;
  /** The kit's theme classes. */
  themes: { light: string; dark: string };
}

/**
 * Run in <head> before paint (decision 0021): the stored theme (the kit's `theme` key) or the
 * device's, on <html> before anything shows; a visitor whose `user_lang` is another language goes to
 * that language's URL; a signed-in user (the api-client's refresh token) goes from / to /widget as
 * the console does. Kept as one small string: it blocks rendering, so no file to fetch.
 */
export function headScript({ locale, urls, themes }: HeadScriptOptions): string {
  const config = JSON.stringify({ l: locale, u: urls, t: themes }).replaceAll('<', '\\u003c');
  return `(function(c){var d=document.documentElement,s;try{s=localStorage}catch(e){s=null}
var g=function(k){try{return s&&s.getItem(k)}catch(e){return null}};
if(location.pathname==='/'&&g('refresh_token')){location.replace('/widget');return}
var l=g('user_lang');if(l&&l!==c.l&&c.u[l]){location.replace(c.u[l]);return}
var t=g('theme');if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';
d.classList.remove(c.t.light,c.t.dark);d.classList.add(c.t[t]);d.style.colorScheme=t;d.dataset.theme=t})(${config})`;
}
