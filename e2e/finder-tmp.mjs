import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [w,h] of [[1366,900],[390,844]]) {
const p = await b.newPage({ viewport: { width: w, height: h } });
await p.goto('http://localhost:3100/');
await p.waitForTimeout(1500);
await p.getByRole('textbox').first().fill('75201');
await p.getByRole('button', { name: /Next/ }).first().click();
await p.waitForTimeout(1000);
await p.getByLabel(/birth/i).first().fill('01/15/1985');
await p.getByRole('button', { name: /Next/ }).first().click();
await p.waitForTimeout(800);
await p.getByText('Male', {exact:true}).click();
await p.getByRole('button', { name: /Next/ }).first().click();
await p.waitForTimeout(800);
await p.locator('[data-slot=plan-finder]').screenshot({ path: `/tmp/shots/f4-${w}.png` });
await p.getByRole('button', { name: /Next/ }).first().click();
await p.waitForTimeout(800);
await p.locator('[data-slot=plan-finder]').screenshot({ path: `/tmp/shots/f4e-${w}.png` });
}
await b.close();
