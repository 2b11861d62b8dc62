import { describe, expect, it } from 'vitest';
import type { CustomPromo, RegularPromo } from '../entities/promotions.ts';
import {
  customPromosFor,
  customPromoVisible,
  heroBanner,
  heroBannerPromo,
  isVideoMedia,
  type PromoPlace,
  promoGrid,
  safeLink,
  shownMinDeposit,
} from './promo-display.ts';

const custom = (id: string, on: Partial<CustomPromo['display_on']>): CustomPromo => ({
  id,
  data: { html: '', css: '', js: '' },
  display_on: { pages: [], categories: [], sub_groups: [], themes: [], ...on },
  display_on_webplay: false,
});

const regular = (id: string, image: string | null = null): RegularPromo => ({
  id,
  title: id,
  text: '',
  image,
  cta_link: null,
  cta_text: null,
  cta_attributes: '',
  terms: '',
  min_deposit: null,
  schedule_values: null,
});

const home: PromoPlace = { kind: 'lobby', route: { kind: 'home' } };
const slots: PromoPlace = { kind: 'lobby', route: { kind: 'category', slug: 'slots' } };
const topslots: PromoPlace = { kind: 'lobby', route: { kind: 'subgroup', slug: 'topslots' } };
const pirates: PromoPlace = { kind: 'lobby', route: { kind: 'theme', slug: 'pirates' } };
const promotions: PromoPlace = { kind: 'promotions' };

describe('customPromoVisible', () => {
  it.each<[string, Partial<CustomPromo['display_on']>, PromoPlace, boolean]>([
    ['ucc_lobby on home', { pages: ['ucc_lobby'] }, home, true],
    ['ucc_lobby on a category page', { pages: ['ucc_lobby'] }, slots, true],
    ['ucc_lobby is not the promotions page', { pages: ['ucc_lobby'] }, promotions, false],
    ['ucc_promotions on the promotions page', { pages: ['ucc_promotions'] }, promotions, true],
    ['ucc_promotions alone is not the lobby', { pages: ['ucc_promotions'] }, home, false],
    ['category listed, on that category', { categories: ['slots'] }, slots, true],
    ['category listed, on home', { categories: ['slots'] }, home, false],
    ['category listed, on a sub-group of the same name', { categories: ['topslots'] }, topslots, false],
    ['sub-group listed, on it', { sub_groups: ['TopSlots'] }, topslots, true],
    ['theme listed, on it', { themes: [' pirates '] }, pirates, true],
    ['theme listed, on another theme', { themes: ['animals'] }, pirates, false],
    ['route part listed but not the promotions page', { categories: ['slots'] }, promotions, false],
    ['nothing listed', {}, home, false],
    ['other lobby page, only ucc_lobby counts', { categories: ['slots'] }, { kind: 'lobby', route: { kind: 'other' } }, false],
  ])('%s', (_label, on, place, expected) => {
    expect(customPromoVisible(custom('a', on), place)).toBe(expected);
  });

  it('customPromosFor keeps server order', () => {
    const list = [custom('1', { pages: ['ucc_lobby'] }), custom('2', { pages: ['ucc_promotions'] }), custom('3', { themes: ['pirates'] })];
    expect(customPromosFor(list, pirates).map((p) => p.id)).toEqual(['1', '3']);
  });
});

describe('promoGrid', () => {
  it.each<[number, number, string[]]>([
    [0, 0, []],
    [0, 1, ['regular', 'wildcard']],
    [0, 2, ['regular', 'regular']],
    [1, 2, ['custom', 'regular', 'regular', 'wildcard']],
    [1, 1, ['custom', 'regular']],
    [2, 3, ['custom', 'custom', 'regular', 'regular', 'regular', 'wildcard']],
  ])('%i custom + %i regular', (c, r, kinds) => {
    const cells = promoGrid(
      Array.from({ length: c }, (_, i) => custom(`c${i}`, {})),
      Array.from({ length: r }, (_, i) => regular(`r${i}`)),
    );
    expect(cells.map((cell) => cell.kind)).toEqual(kinds);
    expect(cells.length % 2).toBe(0);
  });
});

describe('shownMinDeposit', () => {
  it.each<[number | null, number | null]>([
    [null, null],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [0.01, 0.01],
    [20, 20],
  ])('%s -> %s', (input, expected) => {
    expect(shownMinDeposit(input)).toBe(expected);
  });
});

describe('safeLink', () => {
  it.each<[string | null, string | null]>([
    ['https://casino.example/promo', 'https://casino.example/promo'],
    ['http://casino.example', 'http://casino.example'],
    ['/promotions', '/promotions'],
    ['  /site/cashier ', '/site/cashier'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['%2F%2Fevil.example', null],
    ['/%2F%2Fevil.example', null],
    ['https:/\\evil.example', null],
    ['mailto:a@b.c', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(safeLink(input)).toBe(expected);
  });
});

describe('hero banner', () => {
  it.each<[string, RegularPromo[], string | null, string | null]>([
    ['no promos', [], null, null],
    ['first with an image', [regular('a'), regular('b', '/b.jpg'), regular('c', '/c.jpg')], null, 'b'],
    ['a video does not count', [regular('a', '/a.MP4?x=1'), regular('b', '/b.webp')], null, 'b'],
    ['an unsafe image does not count', [regular('a', 'javascript:x'), regular('b', 'https://cdn.example/b.png')], null, 'b'],
    ['the configured one wins', [regular('a', '/a.jpg'), regular('b', '/b.jpg')], 'b', 'b'],
    ['a configured one without image falls back', [regular('a', '/a.jpg'), regular('b')], 'b', 'a'],
    ['an unknown configured id falls back', [regular('a', '/a.jpg')], 'zzz', 'a'],
    ['none with an image', [regular('a'), regular('b', '/b.mp4')], null, null],
  ])('%s', (_label, promos, configured, expected) => {
    expect(heroBannerPromo(promos, configured)?.id ?? null).toBe(expected);
  });

  it('gives the chosen promo with the safe address of its picture, or null', () => {
    expect(heroBanner([regular('a', 'javascript:x'), regular('b', 'https://cdn.example/b.png')])).toEqual({
      promo: regular('b', 'https://cdn.example/b.png'),
      image: 'https://cdn.example/b.png',
    });
    expect(heroBanner([regular('a'), regular('b', '/b.mp4')])).toBeNull();
  });

  it.each([
    ['/a.mp4', true],
    ['/a.mp4#t=1', true],
    ['/a.mp4.jpg', false],
    ['/a.jpg', false],
  ])('isVideoMedia(%s) = %s', (url, expected) => {
    expect(isVideoMedia(url)).toBe(expected);
  });
});
