import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from './browser';

describe('the sign-in screen', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'));
  });
  afterAll(() => browser.close());

  it('is where an unknown address leads', async () => {
    await page.goto('/no/such/page');
    await page.waitForURL('**/sign-in');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Logga in');
  });

  it('is in Swedish, in Poppins, and shows the server version', async () => {
    await page.goto('/sign-in');
    await page.getByText(/^Version \d+\.\d+\.\d+$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    expect(await page.evaluate(() => document.fonts.check('700 28px Poppins'))).toBe(true);
  });

  it('has no accessibility violations and looks as reviewed', async () => {
    await page.goto('/sign-in');
    await page.getByText(/^Version/).waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'sign-in');
  });
});
