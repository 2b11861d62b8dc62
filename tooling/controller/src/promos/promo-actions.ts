import { toLanguage } from '@lobby/domain';
import { gameImagePath } from '../paths.ts';
import { controllerNow } from '../clock.ts';
import type { ActionSpec } from '../routes/lobby-actions.ts';
import { type ActionRequest, answer } from '../routes/wire.ts';
import { moneyFormatter } from './content.ts';
import { customPromos, regularPromos } from './promo-seed.ts';
import { TOURNAMENT_LOBBY_PATH } from './promo-paths.ts';
import { fusionTournaments, lobbyTournaments } from './tournament-seed.ts';
import { gameOfTheMonth, htmlWidgetHtml, stickyBannerHtml, widgetNames, winners } from './widget-seed.ts';

// Fusion's promotions page gets an odd count (a wildcard card), the other casinos an even one.
const REGULAR_PROMOS = { fusion: 4, other: 5 } as const;

/** The seed's copy and the casino's currency, as the promo seeds take them. */
const seedOptions = (r: ActionRequest) => ({ content: r.rt.content, money: moneyFormatter(r.rt.profile.currency) });

function getPromos(r: ActionRequest) {
  const lang = toLanguage(r.form.get('lang')) ?? r.rt.config.language;
  const regularOnly = ['1', 'true', 'yes'].includes(r.form.get('regular_only') ?? '');
  const count = r.rt.profile.isFusion ? REGULAR_PROMOS.fusion : REGULAR_PROMOS.other;
  const options = seedOptions(r);
  return answer({
    custom_promos: regularOnly ? [] : customPromos(options),
    regular_promos: regularPromos(r.rt.origin, lang, controllerNow(r.rt), count, options),
    category: r.form.get('target') ?? null,
  });
}

function playableGames(r: ActionRequest) {
  return r.rt.catalog.games.filter((g) => g.category === 'online-slots' && !g.synth && !g.lock && !g.pre_release && !g.launchBlock);
}

function getTournaments(r: ActionRequest) {
  if (!r.rt.config.tournaments) return answer({ error: 'tournaments_disabled' }, 404);
  if (!r.rt.profile.isFusion) return answer(lobbyTournaments(r.rt.origin, controllerNow(r.rt)));
  const providers = r.rt.catalog.providers.map((p) => p.shortname).filter((p) => p !== 'first-sportsbook');
  return answer(
    fusionTournaments(
      r.rt.origin,
      controllerNow(r.rt),
      providers,
      playableGames(r).map((g) => g.name),
      seedOptions(r),
    ),
  );
}

function getTournamentsLobby(r: ActionRequest) {
  if (!r.rt.config.tournaments || r.rt.profile.isFusion) return answer({ error: 'tournaments_lobby_unavailable' }, 404);
  return answer({ url: `${r.rt.origin}${TOURNAMENT_LOBBY_PATH}` });
}

function getGameOfTheMonth(r: ActionRequest) {
  const game = playableGames(r)[7];
  if (!game) return answer({ success: false });
  const provider = r.rt.catalog.providers.find((p) => p.shortname === game.provider)?.name ?? game.provider;
  return answer(gameOfTheMonth({ ...game, provider }, `${r.rt.origin}${gameImagePath(game.shortname, 'landscape')}`, r.rt.content));
}

const htmlWidget = (action: 'escapepodwidget' | 'crewponwidget' | 'fortunetellerwidget') => (r: ActionRequest) =>
  answer({ html: htmlWidgetHtml(r.rt.content, moneyFormatter(r.rt.profile.currency))[action] });

/** Promotions, tournaments, winners and widget actions of the main endpoint. */
export const PROMO_ACTIONS: Readonly<Record<string, ActionSpec>> = {
  getpromos: { method: 'POST', needsPlayer: false, run: getPromos },
  gettournaments: { method: 'POST', needsPlayer: false, run: getTournaments },
  gettournamentslobby: { method: 'GET', needsPlayer: true, run: getTournamentsLobby },
  winners: { method: 'GET', needsPlayer: false, run: (r) => answer(winners(playableGames(r), controllerNow(r.rt), r.rt.content)) },
  gameofthemonth: { method: 'GET', needsPlayer: false, run: getGameOfTheMonth },
  widgets: { method: 'GET', needsPlayer: false, encrypted: true, run: (r) => answer(widgetNames(r.rt.profile.isFusion)) },
  stickybanner: {
    method: 'GET',
    needsPlayer: false,
    run: (r) => answer({ html: stickyBannerHtml(r.rt.content, moneyFormatter(r.rt.profile.currency)) }),
  },
  escapepodwidget: { method: 'GET', needsPlayer: false, run: htmlWidget('escapepodwidget') },
  crewponwidget: { method: 'GET', needsPlayer: false, run: htmlWidget('crewponwidget') },
  fortunetellerwidget: { method: 'GET', needsPlayer: false, run: htmlWidget('fortunetellerwidget') },
};
