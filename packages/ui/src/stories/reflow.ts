import { expect } from 'storybook/test';

/** Asserts the page needs no sideways scrolling at the current (e.g. 320 px) viewport. */
export async function expectNoHorizontalScroll(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
