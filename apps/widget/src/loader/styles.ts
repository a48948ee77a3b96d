/**
 * The host element's own style, set through the CSSOM with !important so no page rule (and no
 * CSP on style attributes) can move it: out of the flow, zero-sized, above the page. It inherits
 * nothing from the page (`all: initial`), so the page's fonts and colours stay out as well.
 */
export const HOST_STYLE =
  'all:initial!important;position:fixed!important;top:0!important;left:0!important;' +
  'width:0!important;height:0!important;margin:0!important;padding:0!important;border:0!important;' +
  'overflow:visible!important;display:block!important;z-index:2147483000!important';

/** The floating button, inside the shadow root; `data-anim` is the sidebar's animation. */
export const LOADER_CSS = `
.l{position:fixed;bottom:20px;right:20px;z-index:1;box-sizing:border-box;width:56px;height:56px;margin:0;padding:0;border:0;border-radius:50%;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--fg);box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer;-webkit-tap-highlight-color:transparent}
.l[data-side=left]{right:auto;left:20px}
.l[hidden]{display:none}
.l:focus-visible{outline:3px solid var(--bg);outline-offset:3px}
.l svg{width:28px;height:28px;fill:currentColor}
.l .c,.l[aria-expanded=true] .o{display:none}
.l[aria-expanded=true] .c{display:block}
.l[aria-busy=true]{cursor:progress}
.l[aria-busy=true] svg{display:none}
.l[aria-busy=true]::after{content:"";box-sizing:border-box;width:26px;height:26px;border:3px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:sb-w .8s linear infinite}
.l[data-anim=ripple]:not([aria-expanded=true])::before{content:"";position:absolute;top:0;right:0;bottom:0;left:0;border-radius:50%;background:var(--bg);opacity:.5;z-index:-1;animation:sb-r 2s ease-out infinite}
.l[data-anim=pulse]:not([aria-expanded=true]){animation:sb-p 2s ease-in-out infinite}
.l[data-anim=bounce]:not([aria-expanded=true]){animation:sb-b 2.4s ease-in-out infinite}
.l[data-anim=shake]:not([aria-expanded=true]){animation:sb-s 3s ease-in-out infinite}
@keyframes sb-w{to{transform:rotate(1turn)}}
@keyframes sb-r{to{transform:scale(1.7);opacity:0}}
@keyframes sb-p{50%{transform:scale(1.08)}}
@keyframes sb-b{0%,30%,100%{transform:none}15%{transform:translateY(-8px)}}
@keyframes sb-s{0%,20%,100%{transform:none}4%,12%{transform:rotate(-12deg)}8%,16%{transform:rotate(12deg)}}
@media (prefers-reduced-motion:reduce){.l,.l::before{animation:none!important}}
`;
