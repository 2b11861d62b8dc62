import { test as base } from '@playwright/test';
import { expect, watchPage } from './fixtures.ts';

// The fixture that fails every test on a page error must itself catch each kind; this runs it on a bare page.
base.describe('the page watch of every test', () => {
  base('catches an uncaught error, an unhandled rejection and a console error, and lets expected lines pass', async ({ page }) => {
    const problems = await watchPage(page, [/^allowed by this test/]);
    await page.goto('about:blank');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown in a timer');
      });
      void Promise.reject(new Error('nobody catches this'));
      console.error('something the app did not expect');
      console.error('allowed by this test: a reason');
      console.error('Failed to load resource: the server responded with a status of 503 (Service Unavailable)');
    });
    await expect.poll(() => problems().length).toBe(3);
    expect(problems()).toEqual(
      expect.arrayContaining([
        'uncaught error: thrown in a timer',
        'console error: something the app did not expect',
        'uncaught error: nobody catches this',
      ]),
    );
  });

  base('names the cause of an error reported with one', async ({ page }) => {
    const problems = await watchPage(page, []);
    await page.goto('about:blank');
    await page.evaluate(() => reportError(new Error('recovered from an error', { cause: new Error('the hook that threw') })));
    await expect.poll(() => problems().length).toBe(2);
    expect(problems()).toEqual(
      expect.arrayContaining([
        'uncaught error: recovered from an error',
        expect.stringMatching(/^console error: caused by: the hook that threw/),
      ]),
    );
  });
});
