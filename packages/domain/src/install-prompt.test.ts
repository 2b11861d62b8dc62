import { describe, expect, it } from 'vitest';
import { type InstallPromptInput, installPromptVisible } from './install-prompt.ts';

const offered: InstallPromptInput = { environment: 'staging', available: true, dismissed: false, installed: false };

describe('installPromptVisible', () => {
  it.each<[string, Partial<InstallPromptInput>, boolean]>([
    ['offered on staging', {}, true],
    ['on the live environment', { environment: 'live' }, false],
    ['not offered by the browser', { available: false }, false],
    ['dismissed before', { dismissed: true }, false],
    ['running installed', { installed: true }, false],
  ])('%s -> %s', (_label, change, expected) => {
    expect(installPromptVisible({ ...offered, ...change })).toBe(expected);
  });
});
