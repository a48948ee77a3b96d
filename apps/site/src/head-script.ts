/**
 * Run in <head> before paint (decision 0021): a signed-in user (the api-client's refresh token) goes
 * from / to /widget as the console does; a visitor whose `user_lang` is another language goes to
 * that language's URL (the page's own hreflang alternate, above it in <head>); the stored theme (the
 * kit's `theme` key) or the device's is put on <html> (its `data-themes`: the kit's light and dark
 * classes) before anything shows. Inline, so nothing is fetched before paint; the same text on every
 * page, so the API's Content-Security-Policy allows it by one hash.
 */
export const HEAD_SCRIPT = `(function(){var d=document.documentElement,s;try{s=localStorage}catch(e){}
var g=function(k){try{return s?s.getItem(k):null}catch(e){return null}};
if(location.pathname==='/'&&g('refresh_token')){location.replace('/widget');return}
var l=g('user_lang'),a=l&&l!==d.lang&&document.querySelector('link[rel="alternate"][hreflang="'+l+'"]');
if(a){var u=new URL(a.href);location.replace(u.pathname+u.search);return}
var c=(d.getAttribute('data-themes')||'').split(' '),t=g('theme');
if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';
d.classList.remove(c[0],c[1]);d.classList.add(t==='dark'?c[1]:c[0]);d.style.colorScheme=t;d.dataset.theme=t})()`;
