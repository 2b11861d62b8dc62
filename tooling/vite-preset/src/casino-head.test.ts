import { describe, expect, it, test } from 'vitest';
import { casinoHead, HERO_CTA_PLACEHOLDER_CLASS, loadingShell, withLoadingShell } from './casino-head.ts';

const casino = {
  key: 'northstar',
  displayName: 'Northstar Casino & Sportsbook',
  shortName: 'Northstar',
  description: 'Slots & sports.',
  variant: 'single-provider',
  casinoId: 85,
  basePath: '/',
  themeColor: '#0b2a3c',
  brand: { accent: '#f5c451', onAccent: '#0b2a3c' },
  icons: { any: 'icon.svg', maskable: 'icon-maskable.svg' },
  controller: { profile: 'sportsbook', base: '/app/shared/controllers/', passphrase: 'p', passphraseVariable: 'LOBBY_P' },
  ports: { dev: 5175, controller: 8789 },
  e2e: 'own',
} as const;

test('the head names the casino, escapes its name and links the icons under the base path', () => {
  const tags = casinoHead(casino, '/casino/northstar/');
  expect(tags.find((tag) => tag.tag === 'title')?.children).toBe('Northstar Casino &amp; Sportsbook');
  expect(tags.find((tag) => tag.attrs?.name === 'theme-color')?.attrs?.content).toBe('#0b2a3c');
  expect(tags.find((tag) => tag.attrs?.name === 'description')?.attrs?.content).toBe('Slots & sports.');
  expect(tags.filter((tag) => tag.tag === 'link').map((tag) => tag.attrs?.href)).toEqual([
    '/casino/northstar/icon.svg',
    '/casino/northstar/icon-maskable.svg',
  ]);
});

test('at the root the icons are root paths', () => {
  expect(casinoHead(casino, '/').find((tag) => tag.attrs?.rel === 'icon')?.attrs?.href).toBe('/icon.svg');
});

test("the loading screen's first frame goes into the empty root, with the casino's name escaped", () => {
  const html = withLoadingShell('<body>\n    <div id="root"></div>\n  </body>', casino, 'lobby.northstar.catalog-saved');
  expect(html.startsWith(`<body>\n    <div id="root">${loadingShell(casino)}</div><script>`)).toBe(true);
  expect(loadingShell(casino)).toContain('<p class="lb-loading__name">Northstar Casino &amp; Sportsbook</p>');
  expect(loadingShell(casino)).toMatch(/^<div class="lb-screen lb-loading" data-page-shell>/);
});

test('a page whose root is not empty is left as it is', () => {
  expect(withLoadingShell('<div id="root">kept</div>', casino, 'k')).toBe('<div id="root">kept</div>');
});

describe('the script after the first frame', () => {
  /** Runs the script against a root and a local storage holding `saved`. */
  function run(saved: string | null, storageThrows = false) {
    const html = withLoadingShell('<div id="root"></div>', casino, 'lobby.northstar.catalog-saved');
    const script = /<script>(.*)<\/script>/.exec(html)?.[1] ?? '';
    const root = {
      cleared: false,
      replaceChildren() {
        this.cleared = true;
      },
    };
    const document = { getElementById: (id: string) => (id === 'root' ? root : null) };
    const localStorage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === 'lobby.northstar.catalog-saved' ? saved : null;
      },
    };
    new Function('document', 'localStorage', script)(document, localStorage);
    return root.cleared;
  }

  it('takes the frame out when the catalog is cached (the lobby paints from it soon)', () => {
    expect(run('1700000000000')).toBe(true);
  });

  it('keeps it on a first visit, and where local storage cannot be read', () => {
    expect(run(null)).toBe(false);
    expect(run(null, true)).toBe(false);
  });
});

describe("the hero banner's box in the page's loading screen", () => {
  it('is in the first frame, before the spinner, with the placeholder banner parts (shown by a class on the document)', () => {
    expect(loadingShell(casino)).toContain(
      '<div class="lb-screen lb-loading" data-page-shell><div class="lb-loading__hero"><div class="lb-hero lb-hero--placeholder" aria-hidden="true"><div class="lb-hero__image"></div>',
    );
    expect(loadingShell(casino)).toContain(
      `<span class="${HERO_CTA_PLACEHOLDER_CLASS}">&nbsp;</span></div></div></div><div class="lb-loading__spinner"`,
    );
  });
});
