import { describe, expect, it, vi } from 'vitest';
import { testProfile } from '../testing/test-deps.ts';
import { type NavigationWindow, windowNavigation } from './site-navigation.ts';

const profile = testProfile({ basePath: '/casino/' });

function fakeWindow() {
  const visits: string[] = [];
  const win: NavigationWindow = {
    location: {
      origin: 'https://lobby.example',
      assign: (url) => void visits.push(`assign ${url}`),
      replace: (url) => void visits.push(`replace ${url}`),
      reload: () => void visits.push('reload'),
    },
    top: { location: { assign: (url) => void visits.push(`top ${url}`) } },
    open: (url, target) => visits.push(`open ${url} ${target}`),
  };
  return { win, visits };
}

describe('windowNavigation', () => {
  it('opens the login, logout, cashier, external pages and reloads through the window', () => {
    const { win, visits } = fakeWindow();
    const nav = windowNavigation(profile, win, vi.fn());
    nav.login('/play/x?y=1');
    nav.login('/favorites', { replace: true });
    nav.logout();
    nav.cashier('/site/cashier');
    nav.cashier('https://pay.example/', { top: true });
    nav.external('https://help.example/');
    nav.reload('/');
    nav.reload();
    expect(visits).toEqual([
      'assign /site/login?return=%2Fcasino%2Fplay%2Fx%3Fy%3D1',
      'replace /site/login?return=%2Fcasino%2Ffavorites',
      'assign /site/logout?return=%2Fcasino%2F',
      'assign /site/cashier',
      'top https://pay.example/',
      'open https://help.example/ _blank',
      'assign /casino/',
      'reload',
    ]);
    expect(nav.absolute('/')).toBe('https://lobby.example/casino/');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
  ])('drops %j and logs it', (url) => {
    const { win, visits } = fakeWindow();
    const log = vi.fn();
    const nav = windowNavigation(profile, win, log);
    nav.cashier(url, { top: true });
    nav.cashier(url);
    nav.external(url);
    expect(visits).toEqual([]);
    expect(log).toHaveBeenCalledTimes(3);
  });
});
