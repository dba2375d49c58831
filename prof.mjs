import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await p.addInitScript(() => localStorage.setItem('voltbay.cart', JSON.stringify({ version: 1, data: [{ productId: 'vb-0001', quantity: 1 }] })));
await p.goto('http://127.0.0.1:4173/checkout');
await p.waitForLoadState('networkidle');
const d = p.getByRole('form', { name: 'Your details' });
await d.getByLabel('Full name').fill('Perf');
await d.getByLabel('Email').fill('perf@example.com');
await d.getByLabel('Phone').fill('+880 1700 000000');
const which = process.argv[2] ?? 'next';
if (which === 'place') {
  await d.getByRole('button', { name: 'Continue' }).click();
  const del = p.getByRole('form', { name: 'Delivery or pickup' });
  await del.getByText('Pickup at a store').click();
  await del.getByText('Riverside', { exact: true }).click();
  await del.getByRole('button', { name: 'Continue' }).click();
  await p.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await p.getByRole('main').getByRole('button', { name: 'Place order' }).waitFor();
}
await p.waitForTimeout(1500);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const t0 = Date.now();
if (which === 'place') {
  await p.getByRole('main').getByRole('button', { name: 'Place order' }).tap();
  await p.getByRole('button', { name: 'Placing your order...' }).waitFor();
} else {
  await p.getByRole('main').getByRole('button', { name: 'Continue' }).tap();
  await p.getByRole('heading', { level: 2, name: 'Delivery or pickup' }).waitFor();
}
await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const incl = new Map();
profile.samples.forEach((id, i) => {
  const d = profile.timeDeltas[i] ?? 0;
  const f = byId.get(id).callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + d);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const g = byId.get(cur).callFrame; const k = `${g.functionName || '(anon)'} ${g.url.split('/').pop()}:${g.lineNumber}:${g.columnNumber}`;
    if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d);
  }
});
console.log('SELF'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(String(Math.round(v / 1000)).padStart(5), k);
console.log('INCL'); for (const [k, v] of [...incl].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(Math.round(v / 1000)).padStart(5), k);
await b.close();
