import type { WidgetName } from '@lobby/domain';
import type { SeedContent } from './content.ts';
import { hostileHtml } from './hostile.ts';
import { nyText } from './ny-text.ts';
import { showcaseCampaignHtml, showcaseGameOfTheMonth, showcaseHtmlWidgets, showcaseStickyBanner } from './showcase-copy.ts';

const MINUTE_MS = 60_000;

/** The widgets each casino names: fusion the campaign widgets too (Waypoints answers with an error). */
export function widgetNames(isFusion: boolean): WidgetName[] {
  return isFusion
    ? ['dfs', 'tournaments', 'escapepod', 'rng', 'wpc', 'crewpon', 'synthetic', 'fortuneteller', 'cashier']
    : ['dfs', 'escapepod', 'rng', 'wpc', 'fortuneteller', 'synthetic'];
}

/** The html widgets' HTML, by action: the showcase copy, or hostile where the lobby must make it inert. */
export function htmlWidgetHtml(content: SeedContent, money: (amount: number) => string): Record<keyof typeof HOSTILE_WIDGET_HTML, string> {
  return content === 'hostile' ? HOSTILE_WIDGET_HTML : showcaseHtmlWidgets(money);
}

const HOSTILE_WIDGET_HTML = {
  escapepodwidget: `<h3>Escape Pod</h3><p>Find the exit before the timer runs out.</p>${hostileHtml('escapepod')}`,
  crewponwidget: '<h3>Crewpon</h3><p>Team up with friends for a <strong>shared bonus</strong>.</p><a href="/promotions">See promotions</a>',
  fortunetellerwidget: `<h3>Fortune Teller</h3><p>Your lucky game today is waiting.</p>${hostileHtml('fortuneteller')}`,
} as const;

/** A campaign controller's `widgethtml`: the showcase copy, or the hostile one. */
export function campaignHtml(file: keyof typeof CAMPAIGNS, content: SeedContent, money: (amount: number) => string): string {
  return content === 'hostile' ? CAMPAIGNS[file].html : showcaseCampaignHtml(money)[file];
}

/** The campaign controllers: Rng and SynthGame run a campaign; Waypoints answers with an error. */
export const CAMPAIGNS = {
  'RngCampaignController.php': {
    widget: { campaign: { name: 'Lucky Number Drop', ends_in_days: 3 }, hash: 'rng-7f3a', error: false },
    html: `<h3>Lucky Number Drop</h3><p>Match the number of the day.</p>${hostileHtml('rng-widget')}`,
  },
  'WaypointsController.php': {
    widget: { campaign: null, hash: null, error: 'campaign_not_found' },
    html: '<h3>Waypoints</h3><p>This campaign must never be shown.</p>',
  },
  'SynthGameController.php': {
    widget: { campaign: { name: 'Synth Streak' }, hash: 'synth-91c2', error: null },
    html: '<h3>Synth Streak</h3><p>Play the synthetic games of the week.</p>',
  },
} as const;

/** The sticky banner: the showcase copy, or with hostile HTML. */
export function stickyBannerHtml(content: SeedContent, money: (amount: number) => string): string {
  return content === 'hostile'
    ? `<strong>Free spins Friday:</strong> deposit today and spin tomorrow. ${hostileHtml('sticky-banner')}`
    : showcaseStickyBanner(money);
}

/** `gameofthemonth`: a real game of the catalog, its description the showcase's or hostile. */
export function gameOfTheMonth(game: { shortname: string; name: string; provider: string }, imageUrl: string, content: SeedContent) {
  return {
    success: true,
    id: game.shortname,
    title: game.name,
    image: imageUrl,
    description:
      content === 'hostile'
        ? `<p>This month's pick from ${game.provider}.</p>${hostileHtml('gameofthemonth')}`
        : showcaseGameOfTheMonth(game),
    cta: { label: 'Play now', link: `/play/${encodeURIComponent(game.shortname)}` },
  };
}

const NAMES = ['Ma***a', 'Jo***n', 'Lu***s', 'Ch***e', 'Sa***h', 'Ke***n', 'Ol***r', 'Em***a'];

/** `winners`: 8 recent and 8 top rows over real games; in the hostile seed one username carries markup to show escaping. */
export function winners(games: readonly { shortname: string; name: string; provider: string }[], nowMs: number, content: SeedContent) {
  const row = (i: number, base: number) => {
    const game = games[i % Math.max(games.length, 1)];
    return {
      username: i === 2 && content === 'hostile' ? '<img src=x onerror=alert(1)>' : (NAMES[i % NAMES.length] ?? 'Pl***r'),
      // Both spellings of the field exist on the wire.
      ...(i % 2 === 0
        ? { game: game?.name ?? '', short_name: game?.shortname ?? '' }
        : { game_name: game?.name ?? '', shortname: game?.shortname ?? '' }),
      provider: game?.provider ?? '',
      date: nyText(nowMs - (i + 1) * 7 * MINUTE_MS),
      amount: String(base + i * 137.5),
    };
  };
  return {
    recent: Array.from({ length: 8 }, (_, i) => row(i, 120)),
    top: Array.from({ length: 8 }, (_, i) => row(i + 3, 5_000)).sort((a, b) => Number(b.amount) - Number(a.amount)),
  };
}
