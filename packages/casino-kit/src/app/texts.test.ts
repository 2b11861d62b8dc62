// @vitest-environment node
import { UI_MARKET_TEXTS_EN, UI_TEXTS_EN } from '@lobby/ui';
import { describe, expect, it, vi } from 'vitest';
import app from '../shared/i18n/locales/en/app.json';
import lists from '../shared/i18n/locales/en/lists.json';
import tips from '../shared/i18n/locales/en/tips.json';
import { createI18n, shownNamespaces, switchLanguage } from '../shared/i18n/create-i18n.ts';
import { LOADERS } from '../shared/i18n/loaders.ts';
import type { Namespace, Texts } from '../shared/i18n/namespaces.ts';
import { EN_LISTS } from '../shared/i18n/lists-texts.ts';
import { EN_MENU } from '../features/shell/texts.ts';
import { EN_MESSAGES } from '../features/messages/texts.ts';
import { EN_PLAY } from '../features/play/texts.ts';
import { EN_REWARDS } from '../features/rewards/texts.ts';
import { EN_PROMOS } from '../features/promos/texts.ts';
import { EN_PROTECTION } from '../features/protection/texts.ts';
import { addEnglishTexts } from '../shared/i18n/use-texts.ts';

// Every English text, by namespace: those loaded with the app and those its lazy parts bring.
const EN: Record<Namespace, Texts> = { ...UI_TEXTS_EN, ...UI_MARKET_TEXTS_EN, app, lists, tips };
const NAMESPACES = Object.keys(EN) as Namespace[];

// Words that read the same in some languages: the 404 and game-error titles are the product's own phrases, the rest are loanwords.
const SAME_EVERYWHERE = new Set([
  'promos.title',
  'promos.custom',
  'tournaments.live',
  'tournaments.scheduleRange',
  'notFound.title',
  'messages.title',
  'mobileNav.title',
  'header.menu',
  'toast.region',
  'player.bonus',
  'rewards.balance.bonus',
  'rewards.link.messages',
  'rewards.countdown.minutes',
  'countdown.minutesLong',
  'category.slots',
  'section.jackpots',
  'section.promotions',
  'lobby.card.jackpot',
  'lobby.card.boostMultiplier',
  'lobby.card.boostBonus',
  'lobby.card.demo',
  'lobby.filter.button',
  // The game error title is the product's own exclamation, as the spec words it.
  'play.error.title',
  // German says "Limits", French "minute(s)", as English does.
  'protection.limits.title',
  'protection.tools.limits',
  'protection.history.kind.limit',
  'protection.limits.minutes_one',
  'protection.limits.minutes',
]);

const placeholders = (value: string) => (value.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('namespaces', () => {
  it('each has a loader for the other languages', () => {
    expect(Object.keys(LOADERS).sort()).toEqual([...NAMESPACES].sort());
  });

  it('share no key, so the widgets can look a key up across theirs', () => {
    const keys = Object.values(EN).flatMap((texts) => Object.keys(texts));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the first screen and the lazy parts hold every namespace once', () => {
    const i18n = createI18n(vi.fn());
    const parts = [EN_LISTS, EN_PLAY, EN_MENU, EN_MESSAGES, EN_REWARDS, EN_PROMOS, EN_PROTECTION].flatMap((part) => Object.keys(part));
    expect([...shownNamespaces(i18n), ...parts].sort()).toEqual([...NAMESPACES].sort());
  });

  it('join the English texts when a part loads, and only then', () => {
    const i18n = createI18n(vi.fn());
    expect(i18n.exists('play:play.back')).toBe(false);
    expect(i18n.exists('tips:play.tip.1')).toBe(false);
    addEnglishTexts(i18n, EN_PLAY);
    addEnglishTexts(i18n, EN_PLAY);
    expect(i18n.t('play:play.back')).toBe('Back');
    expect(i18n.t('tips:play.tip.1')).toBe(tips['play.tip.1']);
    expect(i18n.t('shell:header.login')).toBe('Log in');
  });
});

describe('translations', () => {
  for (const language of ['de', 'es', 'fr'] as const) {
    it(`${language} translates every visible text and keeps its placeholders`, async () => {
      for (const namespace of NAMESPACES) {
        const english = EN[namespace];
        const translated = await LOADERS[namespace](language);
        expect(Object.keys(translated).sort(), `${language}/${namespace}`).toEqual(Object.keys(english).sort());
        const untranslated = Object.keys(english).filter((key) => !SAME_EVERYWHERE.has(key) && translated[key] === english[key]);
        expect(untranslated).toEqual([]);
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(translated[key] ?? ''), `${language} ${namespace}:${key}`).toEqual(placeholders(text));
        }
      }
    });
  }

  it('loads a language, per namespace shown so far, when it is first chosen', async () => {
    const log = vi.fn();
    const i18n = createI18n(log);
    addEnglishTexts(i18n, EN_MENU);
    expect(i18n.hasResourceBundle('de', 'app')).toBe(false);
    await switchLanguage(i18n, 'de', log);
    expect(i18n.language).toBe('de');
    expect(i18n.t('shell:header.login')).toBe('Anmelden');
    expect(i18n.t('app:home.welcomeGuest', { casino: 'X' })).toBe('Willkommen bei X');
    expect(i18n.t('menu:settings.language')).toBe('Sprache');
    expect(i18n.hasResourceBundle('de', 'play')).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('falls back to English silently for a missing key', async () => {
    const log = vi.fn();
    const i18n = createI18n(log);
    await switchLanguage(i18n, 'es', log);
    // A new bundle, not a text written into the one i18next holds: that one is the English file's own module.
    i18n.addResourceBundle('en', 'app', { ...app, 'only.english': 'Only English' }, false, true);
    expect(i18n.t('app:only.english' as 'app:home.totalJackpot')).toBe('Only English');
    expect(app).not.toHaveProperty(['only.english']);
    expect(log).not.toHaveBeenCalled();
  });
});
