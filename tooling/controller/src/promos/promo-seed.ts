import type { Language } from '@lobby/domain';
import { PROMO_VIDEO } from '../assets/promo-video.ts';
import type { SeedContent } from './content.ts';
import { HOSTILE_CSS, HOSTILE_FRAME_CSS, HOSTILE_JS, hostileHtml } from './hostile.ts';
import { nyText } from './ny-text.ts';
import { showcaseCustomCopy, showcasePromoCopy } from './showcase-copy.ts';

const DAY_MS = 86_400_000;

/** Where a promo's generated picture is served. */
export function promoImagePath(id: string): string {
  return `/assets/promos/${encodeURIComponent(id)}.svg`;
}

const TITLES: Record<Language, readonly string[]> = {
  en: ['Weekend Reload', 'Daily Cashback', 'Monthly Mega Drop', 'Video Spin Fest', 'Welcome Match'],
  de: ['Wochenend-Reload', 'Täglicher Cashback', 'Monatlicher Mega-Drop', 'Video-Spin-Fest', 'Willkommensbonus'],
  es: ['Recarga de fin de semana', 'Reembolso diario', 'Mega premio mensual', 'Fiesta de giros en vídeo', 'Bono de bienvenida'],
  fr: ['Recharge du week-end', 'Cashback quotidien', 'Méga tirage mensuel', 'Fête des tours vidéo', 'Bonus de bienvenue'],
};

/** What {@link regularPromos} and {@link customPromos} write: showcase or hostile copy, amounts in the casino's currency. */
export interface PromoSeedOptions {
  readonly content: SeedContent;
  readonly money: (amount: number) => string;
}

type Regular = ReturnType<typeof hostileRegularPromos>[number];

/** The regular promos: one per countdown rule, a video, with and without a minimum deposit. */
export function regularPromos(origin: string, lang: Language, nowMs: number, count: number, o: PromoSeedOptions) {
  const hostile = hostileRegularPromos(origin, lang, nowMs);
  if (o.content === 'hostile') return hostile.slice(0, count);
  const copy = showcasePromoCopy(o.money);
  return hostile.slice(0, count).map((promo): Regular => {
    const own = copy[promo.id as keyof typeof copy];
    return {
      ...promo,
      text: own.text,
      cta_link: own.cta.link,
      cta_text: own.cta.text,
      cta_attributes: own.cta.attributes,
      terms: own.terms,
    };
  });
}

// The schedules, media and minimum deposits are the same in both seeds: tests compute with them.
function hostileRegularPromos(origin: string, lang: Language, nowMs: number) {
  const title = (i: number) => TITLES[lang][i] ?? TITLES.en[i] ?? '';
  return [
    {
      id: 'weekend-reload',
      title: title(0),
      text: hostileHtml('promo-text'),
      image: `${origin}${promoImagePath('weekend-reload')}`,
      cta_link: '/site/cashier',
      cta_text: 'Deposit now',
      cta_attributes: 'data-track="reload" onclick="alert(1)"',
      terms: hostileHtml('promo-terms'),
      min_deposit: 25,
      schedule_values: {
        repeat_param: 'weekly',
        recurrence: ['friday', 'saturday', 'sunday'],
        countdown: true,
        weekly_end_time: '23:59',
        end_time: '23:59',
        end_at: null,
      },
    },
    {
      id: 'daily-cashback',
      title: title(1),
      text: '<p>Get <strong>10%</strong> back on today’s losses.</p>',
      image: `${origin}${promoImagePath('daily-cashback')}`,
      cta_link: 'javascript:alert(1)',
      cta_text: 'Opt in',
      cta_attributes: '',
      terms: '<p>Cashback is credited at midnight New York time.</p>',
      min_deposit: 0,
      schedule_values: { repeat_param: 'daily', recurrence: [], countdown: true, end_time: '23:59', end_at: null, weekly_end_time: null },
    },
    {
      id: 'monthly-drop',
      title: title(2),
      text: '<p>Prizes drop on the 1st and the 15th of every month.</p>',
      image: `${origin}${promoImagePath('monthly-drop')}`,
      cta_link: 'https://casino.example/mega-drop',
      cta_text: 'Learn more',
      cta_attributes: '',
      terms: '<p>One prize per player per drop.</p>',
      min_deposit: '10.00',
      schedule_values: JSON.stringify({
        repeat_param: 'monthly',
        recurrence: ['1', '15'],
        countdown: 1,
        end_time: '12:00',
        end_at: null,
        weekly_end_time: null,
      }),
    },
    {
      id: 'video-spin-fest',
      title: title(3),
      text: '<p>Spin the featured slots all week.</p>',
      image: `${origin}${PROMO_VIDEO.path}`,
      cta_link: '/category/online-slots',
      cta_text: 'Play now',
      cta_attributes: '',
      terms: '<p>Featured slots only.</p>',
      min_deposit: null,
      schedule_values: {
        repeat_param: 'one_time',
        recurrence: [],
        countdown: true,
        end_at: nyText(nowMs + 10 * DAY_MS),
        end_time: null,
        weekly_end_time: null,
      },
    },
    {
      id: 'welcome-match',
      title: title(4),
      text: '<p>Double your first deposit.</p>',
      image: null,
      cta_link: '/site/signup',
      cta_text: 'Sign up',
      cta_attributes: '',
      terms: '<p>New players only.</p>',
      min_deposit: 20,
      schedule_values: null,
    },
  ];
}

const custom = (id: string, display_on: Record<string, string[]>, html: string, css = '', js = '') => ({
  id,
  data: { html, css, js },
  display_on,
  display_on_webplay: 0,
});

/** The custom promos: one per placement rule; the hostile seed's carry hostile HTML, CSS and JS. */
export function customPromos(o: PromoSeedOptions) {
  if (o.content === 'hostile') return hostileCustomPromos();
  const copy = showcaseCustomCopy(o.money);
  return hostileCustomPromos().map((promo) => ({ ...promo, data: copy[promo.id as keyof typeof copy] }));
}

function hostileCustomPromos() {
  return [
    custom(
      'custom-lobby',
      { pages: ['ucc_lobby'] },
      `<div class="promo-takeover"><h3 class="promo-custom-title">Lobby special</h3>${hostileHtml('custom-lobby')}</div>`,
      // No script: the lobby shows it inline, so its CSS must be confined to its box.
      HOSTILE_CSS,
    ),
    custom('custom-slots', { pages: [], categories: ['online-slots'] }, '<h3 class="promo-custom-title">Slots of the week</h3>'),
    custom('custom-topslots', { pages: [], sub_groups: ['topslots'] }, '<h3 class="promo-custom-title">Top slots race</h3>'),
    custom('custom-pirates', { pages: [], themes: ['pirates'] }, '<h3 class="promo-custom-title">Pirate treasure hunt</h3>'),
    custom(
      'custom-promotions',
      { pages: ['ucc_promotions'] },
      `<div class="promo-takeover"><h3 class="promo-custom-title">VIP reload</h3>${hostileHtml('custom-promotions')}</div>`,
      HOSTILE_FRAME_CSS,
      HOSTILE_JS,
    ),
  ];
}
