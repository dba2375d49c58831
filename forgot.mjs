import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5173';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (let i = 0; i < 3; i++) {
const context = await browser.newContext();
const page = await context.newPage();
const logs = [];
const t0 = Date.now();
page.on('console', (m) => logs.push(`${Date.now()-t0} ${m.type()}: ${m.text().slice(0,150)}`));
page.on('framenavigated', (f) => { if (f === page.mainFrame()) logs.push(`${Date.now()-t0} NAV ${f.url()}`); });
page.on('load', () => logs.push(`${Date.now()-t0} LOAD`));
await page.goto(base + '/auth/login');
await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
const email = page.getByRole('main').getByLabel('Email');
await email.fill('ada@voltbay.example');
logs.push(`${Date.now()-t0} FILLED`);
await page.getByRole('main').getByRole('button', { name: 'Send the reset link' }).click();
logs.push(`${Date.now()-t0} CLICKED value=` + await email.inputValue().catch(() => '?'));
const ok = await page.getByRole('main').getByText('Check your inbox').waitFor({ timeout: 10000 }).then(() => true, () => false);
console.log('try', i, ok ? 'OK' : 'FAIL'); if (!ok) console.log(logs.join('\n'));
await context.close();
}
await browser.close();
