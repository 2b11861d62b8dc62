import type { EngineDriver } from './engine-driver.ts';
import { TAKE_PROBLEMS } from './capture.ts';

/** One step of the journey: what it does, in words for a failure. */
interface Step {
  readonly name: string;
  readonly run: (driver: EngineDriver, app: string) => Promise<void>;
}

// In-page helpers, as source: the element whose accessible name is `name` among `selector`.
const FIND = `(selector, name, within) => [...(within || document).querySelectorAll(selector)].find(
  (el) => (el.getAttribute('aria-label') || el.textContent || '').trim() === name)`;
const CLICK = `(selector, name) => { const el = (${FIND})(selector, name); if (!el) throw new Error('no ' + name); el.click(); return true; }`;
const TYPE = `(selector, text) => {
  const input = document.querySelector(selector);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}`;

/**
 * A player's core journey through a casino app: home, theme switch, a scrolled list, search, log
 * in as `regular`, open a game, promotions, tournaments where the casino has them, a deep reload.
 */
export const JOURNEY: readonly Step[] = [
  {
    name: 'home',
    run: async (d, app) => {
      await d.goto(app);
      await d.waitFor(`() => /Welcome/.test(document.querySelector('h1')?.textContent ?? '')`, 'the home heading');
      await d.waitFor(`() => document.querySelectorAll('main a[href*="/play/"], main li').length > 0`, 'games on the home');
    },
  },
  {
    name: 'theme switch',
    run: async (d) => {
      const before = await d.run<string>(`() => document.documentElement.dataset.theme`);
      await d.run(CLICK, 'button', 'Menu');
      // A dialog is a <dialog> element or an element with the role.
      await d.waitFor(`() => (${FIND})('[role=switch]', 'Dark theme')`, 'the menu with the theme switch');
      await d.run(CLICK, '[role=switch]', 'Dark theme');
      await d.waitFor(`(before) => document.documentElement.dataset.theme !== before`, 'the theme switched', before);
      await d.run(
        `() => { const dialog = document.querySelector('dialog[open], [role=dialog]'); (${FIND})('button', 'Close', dialog)?.click(); return true; }`,
      );
      await d.waitFor(`() => !document.querySelector('dialog[open], [role=dialog]')`, 'the menu closed');
    },
  },
  {
    name: 'a scrolled list',
    run: async (d) => {
      await d.run(
        `() => { const link = [...document.querySelectorAll('a')].find((a) => /^View all/.test(a.getAttribute('aria-label') || a.textContent || '')); link.click(); return true; }`,
      );
      await d.waitFor(
        `() => /\\/all-games$/.test(location.pathname) && document.querySelectorAll('main li').length > 10`,
        'the list of all games',
      );
      // Down to the list's last card: the cards there are drawn (a virtualized or paged list must keep up).
      await d.run(
        `() => { const cards = document.querySelectorAll('main .lb-game-card'); cards[cards.length - 1].scrollIntoView({ block: 'end' }); return true; }`,
      );
      await d.waitFor(
        `() => [...document.querySelectorAll('main .lb-game-card')].some((a) => { const box = a.getBoundingClientRect(); return box.height > 0 && box.bottom > 0 && box.top < innerHeight; })`,
        'game cards drawn where the list was scrolled to',
      );
      await d.run(`() => { window.scrollTo(0, 0); return true; }`);
    },
  },
  {
    name: 'search',
    run: async (d) => {
      await d.run(CLICK, 'button', 'Search games');
      await d.waitFor(`() => document.querySelector('dialog[open] input, [role=dialog] input')`, 'the search dialog');
      await d.run(TYPE, 'dialog[open] input, [role=dialog] input', 'Wild West Gold Rush');
      await d.waitFor(`() => (${FIND})('dialog[open] a, [role=dialog] a', 'Wild West Gold Rush')`, 'the game found');
      await d.run(
        `() => { document.querySelector('dialog[open] input, [role=dialog] input').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); return true; }`,
      );
      await d.waitFor(`() => !document.querySelector('dialog[open], [role=dialog]')`, 'the search closed');
    },
  },
  {
    name: 'log in as regular',
    run: async (d, app) => {
      // The casino's login form, posted as the page would (its session cookie lands in the browser).
      const status = await d.run<number>(
        `() => fetch('/site/login', { method: 'POST', redirect: 'manual', body: new URLSearchParams({ username: 'regular', password: 'demo', return: '/' }) }).then((r) => r.status)`,
      );
      if (status >= 400) throw new Error(`the login answered ${status}`);
      await d.goto(app);
      await d.waitFor(`() => /Balance/.test(document.querySelector('header')?.textContent ?? '')`, 'the balance in the header');
    },
  },
  {
    name: 'open a game',
    run: async (d, app) => {
      await d.goto(`${app}play/wild-west-gold-rush`);
      await d.waitFor(`() => document.querySelector('.lb-play iframe')?.getAttribute('src')`, 'the game frame');
    },
  },
  {
    name: 'promotions',
    run: async (d, app) => {
      await d.goto(`${app}promotions`);
      await d.waitFor(`() => document.querySelectorAll('main article').length > 0`, 'the promotions');
    },
  },
  {
    name: 'tournaments (where the casino has them)',
    run: async (d, app) => {
      await d.goto(app);
      await d.waitFor(
        `() => /Welcome/.test(document.querySelector('h1')?.textContent ?? '') && document.querySelectorAll('nav a').length > 0`,
        'the home and its navigation',
      );
      const has = await d.run<boolean>(`() => Boolean(document.querySelector('a[href$="/tournaments"]'))`);
      if (!has) return;
      await d.goto(`${app}tournaments`);
      await d.waitFor(
        `() => /ournament/.test(document.querySelector('main')?.textContent ?? '') && document.querySelector('main h2, main iframe')`,
        'the tournaments',
      );
    },
  },
  {
    name: 'a deep reload',
    run: async (d, app) => {
      await d.goto(`${app}all-games?sort=newest`);
      await d.waitFor(`() => document.querySelectorAll('main li').length > 10`, 'the deep link');
      await d.reload();
      await d.waitFor(
        `() => /\\/all-games$/.test(location.pathname) && document.querySelectorAll('main li').length > 10`,
        'the list after the reload',
      );
    },
  },
];

/** Runs the journey; fails at the first step that does not hold or that leaves a problem on the page. */
export async function runJourney(driver: EngineDriver, app: string): Promise<void> {
  for (const step of JOURNEY) {
    try {
      await step.run(driver, app);
    } catch (error) {
      const problems = await driver.run<string[]>(TAKE_PROBLEMS).catch(() => []);
      const at = await driver
        .run<string>(
          `() => location.href + ' ' + (document.querySelector('main')?.innerText || document.querySelector('#root')?.innerText || '').slice(0, 200) + ' resources: ' + performance.getEntriesByType('resource').map((e) => e.name.replace(location.origin, '') + ':' + Math.round(e.responseEnd)).join(', ').slice(0, 1500)`,
        )
        .catch(() => '?');
      const said = problems.length ? `; the page said: ${problems.join(' | ')}` : '';
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)} (at ${at})${said}`);
    }
    const problems = await driver.run<string[]>(TAKE_PROBLEMS);
    if (problems.length > 0) throw new Error(`${step.name}: ${problems.join(' | ')}`);
  }
}
