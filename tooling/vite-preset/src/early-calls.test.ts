import { describe, expect, it } from 'vitest';
import { earlyCallTags, lobbyActionUrl } from './early-calls.ts';

describe('lobbyActionUrl: the URL the api client asks for', () => {
  it.each([
    ['/app/shared/controllers/', '/app/shared/controllers/LobbyController.php?getgames'],
    ['/app/shared/controllers', '/app/shared/controllers/LobbyController.php?getgames'],
    ['', '/app/shared/controllers/LobbyController.php?getgames'],
    ['/', '/app/shared/controllers/LobbyController.php?getgames'],
    ['https://casino.example', 'https://casino.example/app/shared/controllers/LobbyController.php?getgames'],
    ['https://casino.example/app/shared/controllers/', 'https://casino.example/app/shared/controllers/LobbyController.php?getgames'],
  ])('%j', (base, url) => {
    expect(lobbyActionUrl(base, 'getgames')).toBe(url);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'casino.example'])('no URL for %j', (base) => {
    expect(lobbyActionUrl(base, 'getgames')).toBeNull();
  });
});

describe('earlyCallTags', () => {
  it('preloads getconfig (high) and getgames (low) as credentialed fetches, first in the head', () => {
    const tags = earlyCallTags('/app/shared/controllers/');
    expect(tags.map((tag) => tag.attrs)).toEqual([
      {
        rel: 'preload',
        href: '/app/shared/controllers/LobbyController.php?getconfig',
        as: 'fetch',
        crossorigin: 'use-credentials',
        fetchpriority: 'high',
      },
      {
        rel: 'preload',
        href: '/app/shared/controllers/LobbyController.php?getgames',
        as: 'fetch',
        crossorigin: 'use-credentials',
        fetchpriority: 'low',
      },
    ]);
    expect(tags.every((tag) => tag.injectTo === 'head-prepend')).toBe(true);
  });

  it('preloads nothing for a base it cannot resolve', () => {
    expect(earlyCallTags('ftp://casino.example')).toEqual([]);
  });
});
