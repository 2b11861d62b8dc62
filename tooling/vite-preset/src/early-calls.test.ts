import { describe, expect, it } from 'vitest';
import { catalogPreloadScript, earlyCallTags, lobbyActionUrl } from './early-calls.ts';

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
  it('preloads getconfig (high) as a credentialed fetch, and the catalog from a script, first in the head', () => {
    const tags = earlyCallTags('/app/shared/controllers/', 'lobby.fusion.catalog-saved');
    expect(tags.map((tag) => tag.attrs)).toEqual([
      {
        rel: 'preload',
        href: '/app/shared/controllers/LobbyController.php?getconfig',
        as: 'fetch',
        crossorigin: 'use-credentials',
        fetchpriority: 'high',
      },
      undefined,
    ]);
    expect(tags[1]?.children).toBe(
      catalogPreloadScript('/app/shared/controllers/LobbyController.php?getgames', 'lobby.fusion.catalog-saved'),
    );
    expect(tags.every((tag) => tag.injectTo === 'head-prepend')).toBe(true);
  });

  it('preloads nothing for a base it cannot resolve', () => {
    expect(earlyCallTags('ftp://casino.example', 'lobby.fusion.catalog-saved')).toEqual([]);
  });
});

describe('catalogPreloadScript', () => {
  /** Runs the script against a head and a local storage that hold `saved`. */
  function run(saved: string | null, storageThrows = false) {
    const head: Record<string, string>[] = [];
    const document = {
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => void head.push({ ...link }) },
    };
    const localStorage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === 'lobby.fusion.catalog-saved' ? saved : null;
      },
    };
    new Function('document', 'localStorage', catalogPreloadScript('/x?getgames', 'lobby.fusion.catalog-saved'))(document, localStorage);
    return head;
  }

  it('adds the catalog preload on a first visit, as the client asks for it', () => {
    expect(run(null)).toEqual([{ rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', fetchPriority: 'low', href: '/x?getgames' }]);
  });

  it('adds none when the catalog is cached', () => {
    expect(run('1700000000000')).toEqual([]);
  });

  it('preloads where local storage cannot be read', () => {
    expect(run(null, true)).toHaveLength(1);
  });
});
