import { describe, expect, it } from 'vitest';
import { EARLY_CATALOG_WORKER } from '@lobby/domain';
import { catalogStarterScript, earlyCallTags, lobbyActionUrl } from './early-calls.ts';

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
      catalogStarterScript('/app/shared/controllers/LobbyController.php?getgames', 'lobby.fusion.catalog-saved', null),
    );
    expect(tags.every((tag) => tag.injectTo === 'head-prepend')).toBe(true);
  });

  it('has the catalog worker of a build fetch the catalog', () => {
    const tags = earlyCallTags('/app/shared/controllers/', 'lobby.fusion.catalog-saved', '/casino/assets/catalog-worker-x1.js');
    expect(tags[1]?.children).toBe(
      catalogStarterScript(
        '/app/shared/controllers/LobbyController.php?getgames',
        'lobby.fusion.catalog-saved',
        '/casino/assets/catalog-worker-x1.js',
      ),
    );
  });

  it('preloads nothing for a base it cannot resolve', () => {
    expect(earlyCallTags('ftp://casino.example', 'lobby.fusion.catalog-saved')).toEqual([]);
  });
});

describe('catalogStarterScript', () => {
  /** Runs the script against a head, a local storage that holds `saved`, and a Worker class (or none). */
  function run(saved: string | null, given: { storageThrows?: boolean; workerUrl?: string | null; workerThrows?: boolean } = {}) {
    const head: Record<string, string>[] = [];
    const workers: { url: string; options: unknown; posted: unknown[] }[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => void head.push({ ...link }) },
    };
    const localStorage = {
      getItem: (key: string) => {
        if (given.storageThrows) throw new Error('SecurityError');
        return key === 'lobby.fusion.catalog-saved' ? saved : null;
      },
    };
    class Worker {
      readonly posted: unknown[] = [];
      readonly url: string;
      readonly options: unknown;
      constructor(url: string, options: unknown) {
        if (given.workerThrows) throw new Error('SecurityError');
        this.url = url;
        this.options = options;
        workers.push(this);
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
    }
    const script = catalogStarterScript('/x?getgames', 'lobby.fusion.catalog-saved', given.workerUrl ?? null);
    new Function('document', 'localStorage', 'window', 'Worker', script)(document, localStorage, window, Worker);
    return { head, workers, window };
  }

  it('adds the catalog preload on a first visit, as the client asks for it', () => {
    expect(run(null).head).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', fetchPriority: 'low', href: '/x?getgames' },
    ]);
  });

  it('adds none when the catalog is cached', () => {
    expect(run('1700000000000').head).toEqual([]);
    expect(run('1700000000000', { workerUrl: '/assets/catalog-worker-x1.js' }).workers).toEqual([]);
  });

  it('preloads where local storage cannot be read', () => {
    expect(run(null, { storageThrows: true }).head).toHaveLength(1);
  });

  it('with a worker URL: starts that module worker, has it fetch the catalog, and leaves it for the app', () => {
    const { head, workers, window } = run(null, { workerUrl: '/assets/catalog-worker-x1.js' });
    expect(head).toEqual([]);
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatchObject({
      url: '/assets/catalog-worker-x1.js',
      options: { type: 'module', name: 'lobby-catalog' },
      posted: [{ type: 'fetch', url: '/x?getgames' }],
    });
    expect(window[EARLY_CATALOG_WORKER]).toBe(workers[0]);
  });

  it('preloads instead where the worker cannot start', () => {
    const { head, window } = run(null, { workerUrl: '/assets/catalog-worker-x1.js', workerThrows: true });
    expect(head).toHaveLength(1);
    expect(window[EARLY_CATALOG_WORKER]).toBeUndefined();
  });
});
