// The showcase seed's copy: promotions, tournaments and widgets as a casino's marketing team
// would write them, amounts in the casino's currency. The hostile seed is in hostile.ts.

/** Formats an amount in the casino's currency. */
type Money = (amount: number) => string;

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Text, call to action and terms of each regular promo, by id. */
export function showcasePromoCopy(m: Money) {
  return {
    'weekend-reload': {
      text: `<p>Top up between Friday and Sunday and we add <strong>50% up to ${m(200)}</strong>, plus <strong>25 free spins</strong> on Wild West Gold Rush.</p>`,
      cta: { link: '/site/cashier', text: 'Deposit now', attributes: 'data-track="reload"' },
      terms: list([
        `Minimum deposit ${m(25)}; one reload per weekend.`,
        'The bonus and free-spin winnings carry a 30x wagering requirement, to be met within 7 days.',
        'Slots count 100%, table games 10%; live games do not count.',
        `Maximum bet while wagering: ${m(5)}.`,
        'General bonus terms apply.',
      ]),
    },
    'daily-cashback': {
      text: `<p>Had an unlucky day? Get <strong>10% of your net losses</strong> back as cash, up to ${m(100)}, every day.</p>`,
      cta: { link: '/category/online-slots', text: 'Play slots', attributes: '' },
      terms: `<p>Cashback is credited at midnight New York time as real money, with no wagering. Net losses on slots count, from deposited funds only; the smallest payment is ${m(1)}.</p>`,
    },
    'monthly-drop': {
      text: `<p>On the 1st and the 15th, <strong>${m(10_000)} in cash prizes</strong> drop at random on slot spins of ${m(0.5)} or more.</p>`,
      cta: { link: '/subgroup/topslots', text: 'See the slots', attributes: '' },
      terms: '<p>One prize per player per drop. Prizes are paid in cash within 24 hours and carry no wagering.</p>',
    },
    'video-spin-fest': {
      text: '<p>Every spin on the featured slots this week earns a ticket for Friday’s draw: <strong>500 free spins</strong> to share.</p>',
      cta: { link: '/category/online-slots', text: 'Play now', attributes: '' },
      terms: `<p>Featured slots only. One ticket per ${m(10)} wagered; the draw is on Friday at 8 pm New York time.</p>`,
    },
    'welcome-match': {
      text: `<p>Double your first deposit: <strong>100% up to ${m(500)}</strong> and 50 free spins, for new players.</p>`,
      cta: { link: '/site/signup', text: 'Sign up', attributes: '' },
      terms: `<p>New players only, first deposit of ${m(20)} or more. Wagering 35x within 14 days.</p>`,
    },
  } as const;
}

/** A custom promo strip's CSS: its own colours, so it reads the same on a light or a dark page. */
const STRIP_CSS = [
  '.promo-strip{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem 1.5rem;padding:1rem 1.25rem;border-radius:12px;color:#fff;background:linear-gradient(100deg,#1d1442 0%,#43207a 55%,#7a2f8f 100%)}',
  '.promo-strip h3{margin:0;font-size:1.15rem}',
  '.promo-strip p{margin:.25rem 0 0;opacity:.92}',
  '.promo-strip a{display:inline-block;padding:.55rem 1.1rem;border-radius:999px;background:#f5c451;color:#1c1a2e;font-weight:700;text-decoration:none}',
].join('\n');

/** The custom promos' HTML and CSS, by id. */
export function showcaseCustomCopy(m: Money) {
  const strip = (title: string, body: string, link: string, label: string) =>
    `<div class="promo-strip"><div><h3 class="promo-custom-title">${title}</h3><p>${body}</p></div><a href="${link}">${label}</a></div>`;
  return {
    'custom-lobby': {
      html: strip(
        'Refer a friend',
        `You both get <strong>${m(25)}</strong> when your friend makes a first deposit.`,
        '/dashboard',
        'Get your link',
      ),
      css: STRIP_CSS,
      js: '',
    },
    'custom-slots': {
      html: strip(
        'Slots of the week',
        'Three hand-picked slots with boosted free-spin rounds until Sunday.',
        '/subgroup/topslots',
        'See them',
      ),
      css: STRIP_CSS,
      js: '',
    },
    'custom-topslots': {
      html: strip('Top slots race', `The 20 biggest wins on top slots this week share ${m(2_500)}.`, '/tournaments', 'Join the race'),
      css: STRIP_CSS,
      js: '',
    },
    'custom-pirates': {
      html: strip(
        'Pirate treasure hunt',
        'Find three chests on any pirate slot to open a bonus of free spins.',
        '/theme/pirates',
        'Set sail',
      ),
      css: STRIP_CSS,
      js: '',
    },
    // The promotions page's custom promo has a script: it runs in its frame and counts down to the draw.
    'custom-promotions': {
      html: strip(
        'VIP reload',
        `VIP players get <strong>25% up to ${m(1_000)}</strong> on every Tuesday deposit.`,
        '/site/vip',
        'VIP club',
      ),
      css: `${STRIP_CSS}\nbody{margin:0}`,
      js: '',
    },
  } as const;
}

/** A tournament's terms and its left column, by tournament name. */
export function showcaseTournamentCopy(m: Money, name: string, prize: string, games: readonly string[]) {
  return {
    terms: list([
      `${name} is open to every real-money player; a spin of ${m(0.2)} or more counts.`,
      'Points: the win of a spin divided by its stake, times 100; your best 50 spins count.',
      `The prize pool of ${prize} is shared by the top 50 places and paid in cash, with no wagering, within 72 hours of the end.`,
      'In a tie, the player who reached the score first places higher.',
    ]),
    left: `<h3>How to play</h3><p>Play any of the tournament's games for real money. Every spin scores: the bigger the win against your stake, the higher you climb.</p>${
      games.length > 0 ? `<p>Featured games: ${games.slice(0, 3).join(', ')}.</p>` : ''
    }`,
    right: '<p>Climb the leaderboard with every spin.</p>',
  };
}

/** The sticky banner. */
export function showcaseStickyBanner(m: Money): string {
  return `<strong>Free spins Friday:</strong> deposit ${m(20)} or more today and get 50 free spins tomorrow. <a href="/promotions">See the offer</a>`;
}

/** The html widgets, by action. */
export function showcaseHtmlWidgets(m: Money) {
  return {
    escapepodwidget: `<h3>Escape Pod</h3><p>Find the exit before the timer runs out: clear all five rooms this week for a ${m(20)} bonus.</p><a href="/promotions">How it works</a>`,
    crewponwidget:
      '<h3>Crewpon</h3><p>Team up with friends for a <strong>shared bonus</strong>.</p><a href="/promotions">See promotions</a>',
    fortunetellerwidget:
      '<h3>Fortune Teller</h3><p>Your lucky game today is waiting: open the crystal ball for a free-spin pick.</p><a href="/random">Reveal my game</a>',
  } as const;
}

/** The campaign widgets' HTML, by controller. */
export function showcaseCampaignHtml(m: Money) {
  return {
    'RngCampaignController.php': `<h3>Lucky Number Drop</h3><p>Match the number of the day on any slot and win up to ${m(500)}.</p>`,
    'WaypointsController.php': '<h3>Waypoints</h3><p>This campaign must never be shown.</p>',
    'SynthGameController.php': '<h3>Synth Streak</h3><p>Play the synthetic games of the week.</p>',
  } as const;
}

/** The game of the month's description. */
export function showcaseGameOfTheMonth(game: { name: string; provider: string }): string {
  return `<p>${game.name} from ${game.provider} is this month's pick: a 5-reel slot with expanding wilds and a free-spins round that retriggers. Players who try it this month get 10 extra spins on their first deposit.</p>`;
}
