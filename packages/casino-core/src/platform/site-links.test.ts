import { describe, expect, it } from 'vitest';
import { testProfile } from '../testing/test-deps.ts';
import { appPath, loginUrl, logoutUrl } from './site-links.ts';

describe('appPath', () => {
  it.each([
    ['/', '/', '/'],
    ['/', '/play/x', '/play/x'],
    ['/', 'play/x', '/play/x'],
    ['/casino/', '/', '/casino/'],
    ['/casino/', '/favorites?sort=newest', '/casino/favorites?sort=newest'],
    ['/casino/', 'favorites', '/casino/favorites'],
  ])('joins base %s and path %s into %s', (base, path, expected) => {
    expect(appPath(base, path)).toBe(expected);
  });
});

describe('loginUrl and logoutUrl', () => {
  it('returns to the in-app path under the base path, encoded', () => {
    const profile = testProfile({ basePath: '/casino/', site: { login: 'https://site.test/login', logout: 'https://site.test/logout' } });
    expect(loginUrl(profile, '/play/game-1?by=acme')).toBe('https://site.test/login?return=%2Fcasino%2Fplay%2Fgame-1%3Fby%3Dacme');
    expect(logoutUrl(profile)).toBe('https://site.test/logout?return=%2Fcasino%2F');
  });

  it('returns home at the root', () => {
    expect(loginUrl(testProfile(), '/')).toBe('/site/login?return=%2F');
    expect(logoutUrl(testProfile())).toBe('/site/logout?return=%2F');
  });
});
