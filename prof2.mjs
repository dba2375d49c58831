import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await p.addInitScript(() => localStorage.setItem('voltbay.cart', JSON.stringify({ version: 1, data: [{ productId: 'vb-0001', quantity: 1 }] })));
await p.goto('http://127.0.0.1:4173/checkout');
await p.waitForLoadState('networkidle');
const d = p.getByRole('form', { name: 'Your details' });
await d.getByLabel('Full name').fill('Perf'); await d.getByLabel('Email').fill('perf@example.com'); await d.getByLabel('Phone').fill('+880 1700 000000');
await p.waitForTimeout(2000);
console.log('hidden delivery in DOM:', await p.locator('form[aria-label="Delivery or pickup"]').count());
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await p.getByRole('main').getByRole('button', { name: 'Continue' }).tap();
await p.getByRole('heading', { level: 2, name: 'Delivery or pickup' }).waitFor();
await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const events = JSON.parse((await b.stopTracing()).toString()).traceEvents;
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const mine = events.filter((e) => e.ph === 'X' && e.tid === main.tid && e.pid === main.pid);
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 16000).sort((a, b) => a.ts - b.ts);
for (const t of tasks) {
  const inside = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const sum = {}; for (const e of inside) if (['UpdateLayoutTree','Layout','FunctionCall','EventDispatch','RunMicrotasks','Paint','TimerFire','ParseHTML','HitTest'].includes(e.name)) sum[e.name] = (sum[e.name] ?? 0) + e.dur / 1000;
  console.log('task', Math.round(t.dur / 1000), 'ms', JSON.stringify(Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, Math.round(v)]))));
}
await b.close();
