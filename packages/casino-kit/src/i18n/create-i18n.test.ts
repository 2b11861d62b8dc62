import { UI_TEXT_EN } from '@lobby/ui';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, switchLanguage } from './create-i18n.ts';
import { addEnglishTexts } from './english-texts.ts';
import { DE } from './resources/de.ts';
import { EN } from './resources/en.ts';
import { EN_LISTS } from './resources/en-lists.ts';
import { EN_MENU } from './resources/en-menu.ts';
import { EN_PLAY } from './resources/en-play.ts';
import { EN_MESSAGES } from './resources/en-messages.ts';
import { EN_REWARDS } from '../rewards/en-rewards.ts';
import { ES } from './resources/es.ts';
import { FR } from './resources/fr.ts';

// Every English text: those loaded with the app and those its lazy parts bring.
const EN_ALL = {
  app: { ...EN.app, ...EN_LISTS.app, ...EN_PLAY.app },
  ui: { ...EN.ui, ...EN_MENU.ui, ...EN_LISTS.ui, ...EN_PLAY.ui, ...EN_MESSAGES.ui, ...EN_REWARDS.ui },
};

const RESOURCES = { en: EN_ALL, de: DE, es: ES, fr: FR } as const;

// Words that read the same in some languages: the 404 and game-error titles are the product's own phrases, the rest are loanwords.
const SAME_EVERYWHERE = new Set([
  'notFound.title',
  'messages.title',
  'mobileNav.title',
  'header.menu',
  'toast.region',
  'player.bonus',
  'rewards.balance.bonus',
  'rewards.link.messages',
  'rewards.countdown.minutes',
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
]);

describe('English parts', () => {
  it('hold every widget text once', () => {
    const parts = [EN.ui, EN_MENU.ui, EN_LISTS.ui, EN_PLAY.ui, EN_MESSAGES.ui, EN_REWARDS.ui].map((texts) => Object.keys(texts));
    expect(parts.flat().sort()).toEqual(Object.keys(UI_TEXT_EN).sort());
  });

  it('share no application key', () => {
    const parts = [EN.app, EN_LISTS.app, EN_PLAY.app].map((texts) => Object.keys(texts));
    expect(new Set(parts.flat()).size).toBe(parts.flat().length);
  });

  it('join the English texts when a part loads, and only then', () => {
    const i18n = createI18n(vi.fn());
    expect(i18n.exists('ui:play.back')).toBe(false);
    expect(i18n.exists('app:play.tip.1')).toBe(false);
    addEnglishTexts(i18n, EN_PLAY);
    addEnglishTexts(i18n, EN_PLAY);
    expect(i18n.t('ui:play.back')).toBe('Back');
    expect(i18n.t('app:play.tip.1')).toBe(EN_PLAY.app['play.tip.1']);
    expect(i18n.t('ui:header.login')).toBe('Log in');
  });
});

describe('translations', () => {
  for (const language of ['de', 'es', 'fr'] as const) {
    it(`${language} translates every visible text`, () => {
      for (const ns of ['app', 'ui'] as const) {
        const english: Record<string, string> = RESOURCES.en[ns];
        const translated: Record<string, string> = RESOURCES[language][ns];
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        const untranslated = Object.keys(english).filter((key) => !SAME_EVERYWHERE.has(key) && translated[key] === english[key]);
        expect(untranslated).toEqual([]);
      }
    });

    it(`${language} keeps every placeholder`, () => {
      for (const ns of ['app', 'ui'] as const) {
        const english: Record<string, string> = RESOURCES.en[ns];
        const translated: Record<string, string> = RESOURCES[language][ns];
        for (const [key, text] of Object.entries(english)) {
          const placeholders = (value: string) => (value.match(/\{\{\w+\}\}/g) ?? []).sort();
          expect(placeholders(translated[key] ?? ''), `${language} ${ns}:${key}`).toEqual(placeholders(text));
        }
      }
    });
  }

  it('loads a language when it is first chosen, and falls back to English silently for a missing key', async () => {
    const log = vi.fn();
    const i18n = createI18n(log);
    expect(i18n.hasResourceBundle('de', 'app')).toBe(false);
    await switchLanguage(i18n, 'de', log);
    expect(i18n.t('ui:header.login')).toBe('Anmelden');
    expect(i18n.t('app:home.welcomeGuest', { casino: 'X' })).toBe('Willkommen bei X');
    i18n.addResource('en', 'app', 'only.english', 'Only English');
    expect(i18n.t('app:only.english')).toBe('Only English');
    expect(log).not.toHaveBeenCalled();
  });
});
