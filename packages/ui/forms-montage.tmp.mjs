import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
const uri = (f) => `data:image/png;base64,${readFileSync(f).toString('base64')}`;
const dir = '/tmp/shots-forms';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--allow-file-access-from-files'] });
for (const c of process.argv.slice(2)) {
  const files = readdirSync(dir).filter((f) => f.startsWith(`forms-${c}--`)).sort();
  const stories = [...new Set(files.map((f) => f.replace(/--(light|dark)\.png$/, '')))];
  const h = Number(process.env.H ?? 200);
  const html = `<body style="margin:0;font:11px sans-serif;display:grid;grid-template-columns:540px 540px;gap:4px;background:#f0f">${stories
    .map((s) => ['light', 'dark'].map((t) => `<div style="position:relative;height:${h}px;overflow:hidden;border:1px solid red"><img src="${uri(`${dir}/${s}--${t}.png`)}" style="width:800px"><span style="position:absolute;right:2px;top:2px;background:yellow">${s.replace(`forms-${c}--`, '')} ${t}</span></div>`).join(''))
    .join('')}</body>`;
  const page = await browser.newPage({ viewport: { width: 1090, height: 100 } });
  await page.setContent(html);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/forms-montage/${c}.png`, fullPage: true });
  await page.close();
}
await browser.close();
