import { launchChromium, logIn } from './tests/e2e/browser';
const lang = process.argv[2] ?? 'en';
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addInitScript((l) => localStorage.setItem('chis:locale', JSON.stringify(l)), lang);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await logIn(page, 'http://127.0.0.1:8080', 'demo', 'chis-demo-2026');
const routes = process.argv.slice(3);
for (const [i, r] of routes.entries()) {
  await page.goto('http://127.0.0.1:8080' + r, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/w-${lang}-${i}.png` });
  console.log(i, r);
}
await browser.close();
