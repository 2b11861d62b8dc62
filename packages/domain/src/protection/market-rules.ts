import type { Jurisdiction, LimitKind, LimitPeriod } from '../entities/protection.ts';

/** A link the regulator or a national scheme publishes; `name` is a fixed name, never translated. */
export interface NamedLink {
  readonly name: string;
  readonly url: string;
}

/** The reality check: a reminder at the player's interval, which needs a choice to go away. */
export interface RealityCheckRules {
  readonly defaultMinutes: number;
  /** The intervals a player may choose, ascending. */
  readonly choicesMinutes: readonly number[];
}

/** The limits page: which limits exist, over which windows, and how long an increase waits. */
export interface LimitRules {
  readonly kinds: readonly LimitKind[];
  readonly periods: readonly LimitPeriod[];
  /** A raised (or removed) limit applies this many hours after the request; a lowered one at once. */
  readonly increaseCoolOffHours: number;
}

/** The prompt for a limit at the first deposit; the opt-out must be confirmed. */
export interface FirstDepositRules {
  /** `neutral`: no suggested amounts, and the player is asked whether they are prepared to lose the amount. */
  readonly form: 'standard' | 'neutral';
  /** Amounts (account currency) the form offers as one-press choices; none on the neutral form. */
  readonly suggestions: readonly number[];
}

/** A break (time-out) the player can take from the lobby. */
export interface BreakRules {
  readonly durationsDays: readonly number[];
  readonly confirm: boolean;
}

/** Self-exclusion from the lobby. */
export interface ExclusionRules {
  readonly durationsMonths: readonly number[];
  /** Whether the player is asked if it applies to all of the operator's brands. */
  readonly askAllBrands: boolean;
  readonly confirm: boolean;
}

/** Logout after inactivity, with a warning first. */
export interface InactivityRules {
  readonly logoutMinutes: number;
  readonly warnBeforeMinutes: number;
}

/** The footer every licensed market asks for. */
export interface FooterRules {
  /** The regulator, named as it names itself, with its site. */
  readonly regulator: NamedLink;
  readonly minimumAge: number;
  /** A national help line or advice site linked beside the lobby's own responsible-gambling page. */
  readonly help: NamedLink | null;
}

/** Sweden's three mandated buttons, in the regulator's order. */
export interface SwedishBarRules {
  readonly spelpaus: NamedLink;
  /** Opens the lobby's own limits page. */
  readonly spelgranser: { readonly name: string };
  readonly sjalvtest: NamedLink;
}

/** The responsible-gambling statement with a help line, on the account pages. */
export interface StatementRules {
  readonly helpline: NamedLink & { readonly phone: string };
}

/** Everything a market asks of the front end; null or false means the element is not shown. */
export interface MarketRules {
  readonly jurisdiction: Jurisdiction;
  /** Session clock (h:m:s since login) and net position, in the header and on the play screen. */
  readonly sessionClock: boolean;
  readonly realityCheck: RealityCheckRules | null;
  readonly limits: LimitRules | null;
  readonly firstDepositLimit: FirstDepositRules | null;
  readonly takeBreak: BreakRules | null;
  readonly selfExclusion: ExclusionRules | null;
  /** The national self-exclusion scheme linked from the break and exclusion flows. */
  readonly nationalScheme: NamedLink | null;
  /** The panic button: one press blocks for this many hours and logs out. */
  readonly panicButton: { readonly blockHours: number } | null;
  /** The activity summary shown after login, and before play when the last acknowledgement is this old. */
  readonly activitySummary: { readonly days: number; readonly beforePlayAfterHours: number } | null;
  /**
   * No jackpot display for slot games (`isSlotGame`): the lobby treats a slot as having no
   * jackpot, so no amount, ticker or boost on its card, no share in the home's total, no place in
   * the jackpots row, on /jackpot-games or in the Top jackpots sort (`marketGames`). Other games
   * keep theirs. The stricter of the readings (docs/decisions/115-games-under-market-rules.md).
   */
  readonly hideSlotJackpots: boolean;
  /** The game's RTP and top-win probability on the play screen itself, and the top win in its info panel. */
  readonly gameInfoAtPlay: boolean;
  readonly swedishBar: SwedishBarRules | null;
  /**
   * After registration, before the first game: a popup listing every protection tool the market
   * has (`protectionTools`), until the player acknowledges it once (`toolsPopupRequired`).
   */
  readonly toolsPopupAfterRegistration: boolean;
  readonly statement: StatementRules | null;
  readonly inactivity: InactivityRules | null;
  readonly footer: FooterRules | null;
  /** How far back the account history goes; 0: no account history page. */
  readonly accountHistoryMonths: number;
}

/** How long each limit window is, in days (rolling windows; a month is 30 days). */
export const LIMIT_PERIOD_DAYS: Readonly<Record<LimitPeriod, number>> = { day: 1, week: 7, month: 30 };

const EVERY_LIMIT: LimitRules['kinds'] = ['deposit', 'loss', 'session'];
const EVERY_PERIOD: LimitRules['periods'] = ['day', 'week', 'month'];
const REALITY_CHECK: RealityCheckRules = { defaultMinutes: 60, choicesMinutes: [15, 30, 45, 60] };
/** 6 months, 1 year or 5 years, confirmed before it starts; for this brand only. */
const SELF_EXCLUSION: ExclusionRules = { durationsMonths: [6, 12, 60], askAllBrands: false, confirm: true };
const FIRST_DEPOSIT: FirstDepositRules = { form: 'standard', suggestions: [50, 100, 250, 500] };

const NONE: MarketRules = {
  jurisdiction: 'none',
  sessionClock: false,
  realityCheck: null,
  limits: null,
  firstDepositLimit: null,
  takeBreak: null,
  selfExclusion: null,
  nationalScheme: null,
  panicButton: null,
  activitySummary: null,
  hideSlotJackpots: false,
  gameInfoAtPlay: false,
  swedishBar: null,
  toolsPopupAfterRegistration: false,
  statement: null,
  inactivity: null,
  footer: null,
  accountHistoryMonths: 0,
};

const link = (name: string, url: string): NamedLink => ({ name, url });

/** Every limit over every window; raising one waits this many hours. */
const limitsWith = (increaseCoolOffHours: number): LimitRules => ({ kinds: EVERY_LIMIT, periods: EVERY_PERIOD, increaseCoolOffHours });

/** Breaks of these many days, confirmed before they start. */
const breaksOf = (...durationsDays: number[]): BreakRules => ({ durationsDays, confirm: true });

const footer = (regulator: NamedLink, help: NamedLink | null, minimumAge = 18): FooterRules => ({ regulator, minimumAge, help });

/**
 * A licensed market: every one here has limits, self-exclusion, the footer and a year of account
 * history; its row names its limits' cool-off, its footer and whatever else it asks for.
 */
function licensed(rules: Pick<MarketRules, 'jurisdiction' | 'limits' | 'footer'> & Partial<MarketRules>): MarketRules {
  return { ...NONE, selfExclusion: SELF_EXCLUSION, accountHistoryMonths: 12, ...rules };
}

const SPELPAUS = link('Spelpaus', 'https://www.spelpaus.se/');
const CONNEX_ONTARIO = link('ConnexOntario', 'https://www.connexontario.ca/');

// Sources and the choices made where they are unsure: docs/decisions/100-market-rules-table.md and the records after it.
const RULES: Readonly<Record<Jurisdiction, MarketRules>> = {
  none: NONE,
  ukgc: licensed({
    jurisdiction: 'ukgc',
    sessionClock: true,
    realityCheck: REALITY_CHECK,
    limits: limitsWith(24),
    firstDepositLimit: FIRST_DEPOSIT,
    takeBreak: breaksOf(1, 7, 30, 42),
    nationalScheme: link('GAMSTOP', 'https://www.gamstop.co.uk/'),
    footer: footer(
      link('Gambling Commission', 'https://www.gamblingcommission.gov.uk/'),
      link('BeGambleAware', 'https://www.begambleaware.org/'),
    ),
    accountHistoryMonths: 3,
  }),
  mga: licensed({
    jurisdiction: 'mga',
    realityCheck: REALITY_CHECK,
    limits: limitsWith(24),
    takeBreak: breaksOf(1, 7, 30, 42),
    selfExclusion: { ...SELF_EXCLUSION, askAllBrands: true },
    toolsPopupAfterRegistration: true,
    footer: footer(link('Malta Gaming Authority', 'https://www.mga.org.mt/'), null),
  }),
  ggl: licensed({
    jurisdiction: 'ggl',
    limits: limitsWith(7 * 24),
    firstDepositLimit: FIRST_DEPOSIT,
    nationalScheme: link('OASIS', 'https://www.gluecksspiel-behoerde.de/de/spielerschutz/oasis-spielersperrsystem'),
    panicButton: { blockHours: 24 },
    activitySummary: { days: 30, beforePlayAfterHours: 24 },
    hideSlotJackpots: true,
    gameInfoAtPlay: true,
    footer: footer(
      link('Gemeinsame Glücksspielbehörde der Länder', 'https://www.gluecksspiel-behoerde.de/'),
      link('BZgA – Check dein Spiel', 'https://www.check-dein-spiel.de/'),
    ),
  }),
  ksa: licensed({
    jurisdiction: 'ksa',
    limits: limitsWith(72),
    firstDepositLimit: { form: 'neutral', suggestions: [] },
    takeBreak: breaksOf(1, 7, 30),
    nationalScheme: link('Cruks', 'https://cruksregister.nl/'),
    footer: footer(link('Kansspelautoriteit', 'https://kansspelautoriteit.nl/'), link('Loket Kansspel', 'https://www.loketkansspel.nl/')),
  }),
  agco: licensed({
    jurisdiction: 'agco',
    realityCheck: REALITY_CHECK,
    limits: limitsWith(24),
    takeBreak: breaksOf(1, 3, 7, 14, 30, 60, 90),
    statement: { helpline: { ...CONNEX_ONTARIO, phone: '1-866-531-2600' } },
    inactivity: { logoutMinutes: 15, warnBeforeMinutes: 2 },
    footer: footer(link('Alcohol and Gaming Commission of Ontario', 'https://www.agco.ca/'), CONNEX_ONTARIO, 19),
  }),
  sga: licensed({
    jurisdiction: 'sga',
    limits: limitsWith(72),
    firstDepositLimit: FIRST_DEPOSIT,
    takeBreak: breaksOf(1, 7, 30),
    nationalScheme: SPELPAUS,
    swedishBar: {
      spelpaus: SPELPAUS,
      spelgranser: { name: 'Spelgränser' },
      sjalvtest: link('Självtest', 'https://www.stodlinjen.se/spelberoende/sjalvtest'),
    },
    footer: footer(link('Spelinspektionen', 'https://www.spelinspektionen.se/'), link('Stödlinjen', 'https://www.stodlinjen.se/')),
  }),
};

/** The rules of a market: the one table where a jurisdiction is read. */
export function marketRules(jurisdiction: Jurisdiction): MarketRules {
  return RULES[jurisdiction];
}
