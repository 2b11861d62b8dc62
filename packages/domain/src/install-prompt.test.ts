import { describe, expect, it } from 'vitest';
import {
  type HomeScreenHintInput,
  homeScreenHintVisible,
  type InstallPromptInput,
  installPromptVisible,
  isAppleMobileSafari,
} from './install-prompt.ts';

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

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.40.92',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
} as const;

describe('isAppleMobileSafari', () => {
  it.each<[keyof typeof UA, number, boolean]>([
    ['iphone', 5, true],
    ['ipad', 5, true],
    ['ipadDesktop', 5, true],
    ['ipadDesktop', 0, false],
    ['chromeIos', 5, false],
    ['firefoxIos', 5, false],
    ['instagram', 5, false],
    ['android', 5, false],
    ['firefoxDesktop', 0, false],
  ])('%s with %i touch points -> %s', (agent, touch, expected) => {
    expect(isAppleMobileSafari(UA[agent], touch)).toBe(expected);
  });
});

describe('homeScreenHintVisible', () => {
  const safari: HomeScreenHintInput = {
    environment: 'staging',
    userAgent: UA.iphone,
    maxTouchPoints: 5,
    installAvailable: false,
    dismissed: false,
    installed: false,
  };
  it.each<[string, Partial<HomeScreenHintInput>, boolean]>([
    ['Safari on an iPhone', {}, true],
    ['Safari on an iPad asking for the desktop site', { userAgent: UA.ipadDesktop }, true],
    ['on the live environment', { environment: 'live' }, false],
    ['dismissed before (the install prompt or the hint)', { dismissed: true }, false],
    ['running from the home screen', { installed: true }, false],
    ['the browser offers installation itself', { installAvailable: true }, false],
    ['Chrome on an iPhone', { userAgent: UA.chromeIos }, false],
    ['Chrome on Android (the install prompt)', { userAgent: UA.android }, false],
    ['a Mac without touch', { userAgent: UA.ipadDesktop, maxTouchPoints: 0 }, false],
  ])('%s -> %s', (_label, change, expected) => {
    expect(homeScreenHintVisible({ ...safari, ...change })).toBe(expected);
  });
});
