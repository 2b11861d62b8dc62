// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './route-error.tsx';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1:14173/assets/list-pages-x.js',
    'error loading dynamically imported module: http://127.0.0.1:14173/assets/list-pages-x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/list-pages-x.css',
  ])('takes %j for a page whose code did not load', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('takes an error whose cause is a failed chunk fetch', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/home-rows-x.js');
    expect(isChunkLoadError(new Error('the module could not be loaded', { cause }))).toBe(true);
    expect(isChunkLoadError(new Error('the module could not be loaded', { cause: new Error('a bug') }))).toBe(false);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Failed to fetch dynamically imported module', null, { status: 404 }])(
    'takes %j for something else',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});
