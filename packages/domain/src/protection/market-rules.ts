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
  /** Jackpot amounts are not shown on slots. */
  readonly hideSlotJackpots: boolean;
  /** The game's RTP and top-win probability on the play screen. */
  readonly gameInfoAtPlay: boolean;
  readonly swedishBar: SwedishBarRules | null;
  /** After registration, before the first game: a popup listing every protection tool. */
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
const EXCLUSION_MONTHS = [6, 12, 60] as const;
const REALITY_CHECK: RealityCheckRules = { defaultMinutes: 60, choicesMinutes: [15, 30, 45, 60] };
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

// Sources and the choices made where they are unsure: docs/decisions/100-market-rules-table.md and the records after it.
const RULES: Readonly<Record<Jurisdiction, MarketRules>> = {
  none: NONE,
  ukgc: {
    ...NONE,
    jurisdiction: 'ukgc',
    sessionClock: true,
    realityCheck: REALITY_CHECK,
    limits: { kinds: EVERY_LIMIT, periods: EVERY_PERIOD, increaseCoolOffHours: 24 },
    firstDepositLimit: FIRST_DEPOSIT,
    takeBreak: { durationsDays: [1, 7, 30, 42], confirm: true },
    selfExclusion: { durationsMonths: EXCLUSION_MONTHS, askAllBrands: false, confirm: true },
    nationalScheme: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk/' },
    footer: {
      regulator: { name: 'Gambling Commission', url: 'https://www.gamblingcommission.gov.uk/' },
      minimumAge: 18,
      help: { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
    },
    accountHistoryMonths: 3,
  },
  mga: {
    ...NONE,
    jurisdiction: 'mga',
    realityCheck: REALITY_CHECK,
    limits: { kinds: EVERY_LIMIT, periods: EVERY_PERIOD, increaseCoolOffHours: 24 },
    takeBreak: { durationsDays: [1, 7, 30, 42], confirm: true },
    selfExclusion: { durationsMonths: EXCLUSION_MONTHS, askAllBrands: true, confirm: true },
    toolsPopupAfterRegistration: true,
    footer: {
      regulator: { name: 'Malta Gaming Authority', url: 'https://www.mga.org.mt/' },
      minimumAge: 18,
      help: null,
    },
    accountHistoryMonths: 12,
  },
  ggl: {
    ...NONE,
    jurisdiction: 'ggl',
    limits: { kinds: EVERY_LIMIT, periods: EVERY_PERIOD, increaseCoolOffHours: 7 * 24 },
    firstDepositLimit: FIRST_DEPOSIT,
    selfExclusion: { durationsMonths: EXCLUSION_MONTHS, askAllBrands: false, confirm: true },
    nationalScheme: { name: 'OASIS', url: 'https://www.gluecksspiel-behoerde.de/de/spielerschutz/oasis-spielersperrsystem' },
    panicButton: { blockHours: 24 },
    activitySummary: { days: 30, beforePlayAfterHours: 24 },
    hideSlotJackpots: true,
    gameInfoAtPlay: true,
    footer: {
      regulator: { name: 'Gemeinsame Glücksspielbehörde der Länder', url: 'https://www.gluecksspiel-behoerde.de/' },
      minimumAge: 18,
      help: { name: 'BZgA – Check dein Spiel', url: 'https://www.check-dein-spiel.de/' },
    },
    accountHistoryMonths: 12,
  },
  ksa: {
    ...NONE,
    jurisdiction: 'ksa',
    limits: { kinds: EVERY_LIMIT, periods: EVERY_PERIOD, increaseCoolOffHours: 72 },
    firstDepositLimit: { form: 'neutral', suggestions: [] },
    takeBreak: { durationsDays: [1, 7, 30], confirm: true },
    selfExclusion: { durationsMonths: EXCLUSION_MONTHS, askAllBrands: false, confirm: true },
    nationalScheme: { name: 'Cruks', url: 'https://cruksregister.nl/' },
    footer: {
      regulator: { name: 'Kansspelautoriteit', url: 'https://kansspelautoriteit.nl/' },
      minimumAge: 18,
      help: { name: 'Loket Kansspel', url: 'https://www.loketkansspel.nl/' },
    },
    accountHistoryMonths: 12,
  },
  agco: {
    ...NONE,
    jurisdiction: 'agco',
    realityCheck: REALITY_CHECK,
    limits: { kinds: EVERY_LIMIT, periods: EVERY_PERIOD, increaseCoolOffHours: 24 },
    takeBreak: { durationsDays: [1, 3, 7, 14, 30, 60, 90], confirm: true },
    selfExclusion: { durationsMonths: EXCLUSION_MONTHS, askAllBrands: false, confirm: true },
    statement: { helpline: { name: 'ConnexOntario', url: 'https://www.connexontario.ca/', phone: '1-866-531-2600' } },
    inactivity: { logoutMinutes: 15, warnBeforeMinutes: 2 },
    footer: {
      regulator: { name: 'Alcohol and Gaming Commission of Ontario', url: 'https://www.agco.ca/' },
      minimumAge: 19,
      help: { name: 'ConnexOntario', url: 'https://www.connexontario.ca/' },
    },
    accountHistoryMonths: 12,
  },
  sga: {
    ...NONE,
    jurisdiction: 'sga',
    limits: { kinds: EVERY_LIMIT, periods: EVERY_PERIOD, increaseCoolOffHours: 72 },
    firstDepositLimit: FIRST_DEPOSIT,
    takeBreak: { durationsDays: [1, 7, 30], confirm: true },
    selfExclusion: { durationsMonths: EXCLUSION_MONTHS, askAllBrands: false, confirm: true },
    nationalScheme: { name: 'Spelpaus', url: 'https://www.spelpaus.se/' },
    swedishBar: {
      spelpaus: { name: 'Spelpaus', url: 'https://www.spelpaus.se/' },
      spelgranser: { name: 'Spelgränser' },
      sjalvtest: { name: 'Självtest', url: 'https://www.stodlinjen.se/spelberoende/sjalvtest' },
    },
    footer: {
      regulator: { name: 'Spelinspektionen', url: 'https://www.spelinspektionen.se/' },
      minimumAge: 18,
      help: { name: 'Stödlinjen', url: 'https://www.stodlinjen.se/' },
    },
    accountHistoryMonths: 12,
  },
};

/** The rules of a market: the one table where a jurisdiction is read. */
export function marketRules(jurisdiction: Jurisdiction): MarketRules {
  return RULES[jurisdiction];
}
