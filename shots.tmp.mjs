import { chromium } from 'playwright-core';
const base = 'http://localhost:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
const page = await ctx.newPage();
const res = await page.request.post(base + '/users/sign-in', { data: { email: 'fysio@demo.se', password: 'Rehab-demo-2026' } });
const token = (await res.json()).access_token;
await ctx.addCookies([{ name: 'access_token', value: token, url: base }]);
const list = await (await page.request.get(base + '/specialists/patients/list', { headers: { authorization: 'Bearer ' + token } })).json();
const p = list.find((x) => x.status === 'active');
const routes = (process.argv[2] ?? '').split(',').map((r) => r.replace('{p}', p.id));
for (const r of routes) {
  await page.goto(base + r); await page.waitForTimeout(2500);
  const name = r.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.argv[3] === 'full' });
  console.log(name);
}
await browser.close();
