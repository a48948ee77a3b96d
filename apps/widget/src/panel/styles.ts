/**
 * The panel's CSS, inside the shadow root only. Colours come from the appearance as custom
 * properties named after its fields (--sb-headerBackground, ...), each with the default beside it;
 * logical properties (inset-inline, margin-inline, text-align: start) mirror it for Arabic. On
 * phones (narrow or touch) every control is at least 44 px each way, and fields use 16 px text:
 * below that iOS zooms the page in when a field takes focus.
 */
export const PANEL_CSS = `
.p,.p *,.p *::before,.p *::after{box-sizing:border-box}
.p{position:fixed;bottom:88px;right:20px;z-index:2;width:360px;max-width:calc(100vw - 24px);max-height:calc(100vh - 112px);display:flex;flex-direction:column;overflow:hidden;border-radius:14px;background:var(--sb-bodyBackground,#fff);color:var(--sb-bodyColor,#1f2937);box-shadow:0 12px 40px rgba(0,0,0,.25);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans Bengali",sans-serif;text-align:start}
.p[data-side=left]{right:auto;left:20px}
.p[hidden]{display:none}
@media (max-width:480px){.p,.p[data-side=left]{left:8px;right:8px;width:auto;max-width:none;bottom:84px}}
@media (prefers-reduced-motion:no-preference){.p{animation:sb-in .16s ease-out}}
@keyframes sb-in{from{opacity:0;transform:translateY(8px)}}
.hd{display:flex;align-items:center;gap:10px;padding:12px 14px;background:var(--sb-headerBackground,#15803d);color:var(--sb-headerColor,#fff)}
.hi{flex:none;display:flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;background:var(--sb-headerIconBackground,rgba(255,255,255,.2));color:var(--sb-headerIconColor,#fff)}
.i,.hi,.x,.back{line-height:0}
.p svg{width:18px;height:18px;fill:currentColor}
.ht{flex:1;margin:0;font-size:16px;font-weight:600;overflow-wrap:anywhere}
.x{flex:none;width:32px;height:32px;display:flex;align-items:center;justify-content:center;border:0;border-radius:8px;background:transparent;color:inherit;cursor:pointer}
.x:hover{background:rgba(255,255,255,.15)}
.bd{flex:1;overflow:auto;padding:14px}
.st{margin:0 0 12px;padding:10px 12px;border-radius:8px;background:#dcfce7;color:#14532d}
.st[data-tone=error]{background:#fee2e2;color:#7f1d1d}
.st:empty{display:none}
.v h3{margin:0 0 10px;font-size:15px;font-weight:600;outline:none;overflow-wrap:anywhere}
.ctx{display:flex;align-items:center;gap:8px;margin:0 0 4px;font-size:13px;opacity:.85}
.back{display:inline-flex;align-items:center;gap:2px;margin:0 0 8px;padding:4px 6px 4px 0;border:0;background:transparent;color:inherit;font:inherit;cursor:pointer;opacity:.85}
[dir=rtl] .back svg{transform:scaleX(-1)}
.list{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.sec{margin:0 -14px;padding:0 14px;background:var(--sb-departmentBackground,transparent)}
.item,.opt{display:flex;align-items:center;gap:10px;width:100%;min-height:44px;padding:10px 12px;border:0;border-radius:10px;font:inherit;text-align:start;text-decoration:none;cursor:pointer}
.item{background:var(--sb-contactListBackground,#f3f4f6);color:var(--sb-contactListColor,inherit)}
.sec .item{background:var(--sb-departmentListBackground,#f3f4f6);color:var(--sb-departmentListColor,inherit)}
.ic{flex:none;display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:50%;background:var(--sb-departmentListIcon,#e5e7eb);color:var(--sb-departmentListIconColor,#374151)}
.item:hover .ic,.item:focus-visible .ic{background:var(--sb-departmentListActiveIcon,#15803d);color:var(--sb-departmentListActiveIconColor,#fff)}
.nm{flex:1;min-width:0;overflow-wrap:anywhere}
.stt{display:inline-flex;align-items:center;gap:6px;font-size:12px;white-space:nowrap}
.dot{flex:none;width:8px;height:8px;border-radius:50%;background:var(--sb-offlineStatus,#9ca3af)}
.dot[data-online]{background:var(--sb-onlineStatus,#22c55e)}
.opt{border:1px solid rgba(0,0,0,.14);background:transparent;color:inherit}
.opt[data-kind=call]{border-color:transparent;background:var(--sb-dialerButtonBg,#15803d);color:var(--sb-dialerButtonColor,#fff)}
.num{margin-inline-start:auto;font-size:13px;opacity:.9}
.txt{margin:0 0 10px}
.f{display:grid;gap:4px;margin:0 0 12px}
.f label{font-weight:500}
.f input:not([type=checkbox]),.f textarea{width:100%;padding:9px 10px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;color:#111827;font:inherit}
.f textarea{min-height:96px;resize:vertical}
.f [aria-invalid=true]{border-color:#dc2626}
.ck{display:flex;align-items:flex-start;gap:8px}
.ck input{flex:none;width:18px;height:18px;margin:1px 0 0}
.ck label{font-weight:400}
.hint{margin:0;font-size:12px;opacity:.75}
.links{margin:0;font-size:12px}
.links a{color:inherit}
.e{margin:0;color:#b91c1c;font-size:12px}
.e:empty{display:none}
.acts{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end}
.sub,.cn{min-height:40px;padding:8px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.sub{border:0;background:var(--sb-submitButtonBg,#15803d);color:var(--sb-submitButtonColor,#fff)}
.sub[disabled]{opacity:.65;cursor:progress}
.cn{border:1px solid rgba(0,0,0,.14);background:var(--sb-callHangBg,transparent);color:var(--sb-callHangColor,inherit)}
@media (max-width:480px),(pointer:coarse){
.x,.back,.sub,.cn,.f input:not([type=checkbox]),.f textarea{min-width:44px;min-height:44px}
.x{width:44px;height:44px}
.f input:not([type=checkbox]),.f textarea{font-size:16px}
.ck{min-height:44px;align-items:center}
.ck input{width:24px;height:24px;margin:0}
}
.p :focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.p h3[tabindex]:focus{outline:none}
`;
