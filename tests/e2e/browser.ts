import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Headless Chromium from the system (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The text input behind a data-testid (antd puts the id on the input or on its wrapper). */
export function inputOf(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/** Signs in through the home page's login dialog, as a person would, and waits for the user menu. */
export async function logIn(page: Page, base: string, account: string, password: string): Promise<void> {
  await page.goto(`${base}/home?type=login`);
  await inputOf(page, 'login-account').fill(account);
  await inputOf(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
  // Generous: the first signed-in render loads the layout chunks, slow on a busy CI machine.
  await page.getByTestId('user-menu').waitFor({ timeout: 30_000 });
}

/**
 * Resolves once the page has painted twice more: a toast raised while the answer that showed an
 * inline message was handled is on screen by then, so its absence can be asserted without a sleep.
 */
export async function paintedTwice(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
