import { describe, expect, it } from 'vitest';
import {
  PROMO_CONTENT_MESSAGE,
  PROMO_FRAME_DOCUMENT,
  PROMO_HEIGHT_MESSAGE,
  type PromoFrameSource,
  parsePromoFrameHeight,
  promoContentMessage,
} from './promo-frame.ts';

const frame: PromoFrameSource = { origin: 'null', sourceIsFrame: true };

describe('parsePromoFrameHeight', () => {
  it.each<[string, unknown, Partial<PromoFrameSource>, number | null]>([
    ['a height', { type: PROMO_HEIGHT_MESSAGE, height: 180 }, {}, 180],
    ['a fraction rounds up', { type: PROMO_HEIGHT_MESSAGE, height: 180.2 }, {}, 181],
    ['zero', { type: PROMO_HEIGHT_MESSAGE, height: 0 }, {}, 0],
    ['capped at the maximum', { type: PROMO_HEIGHT_MESSAGE, height: 90_000 }, {}, 512],
    ['another window', { type: PROMO_HEIGHT_MESSAGE, height: 180 }, { sourceIsFrame: false }, null],
    ['a real origin: not the sandboxed frame', { type: PROMO_HEIGHT_MESSAGE, height: 180 }, { origin: 'https://evil.example' }, null],
    ['negative', { type: PROMO_HEIGHT_MESSAGE, height: -5 }, {}, null],
    ['NaN', { type: PROMO_HEIGHT_MESSAGE, height: Number.NaN }, {}, null],
    ['Infinity', { type: PROMO_HEIGHT_MESSAGE, height: Number.POSITIVE_INFINITY }, {}, null],
    ['a string height', { type: PROMO_HEIGHT_MESSAGE, height: '180' }, {}, null],
    ['another type', { type: PROMO_CONTENT_MESSAGE, height: 180 }, {}, null],
    ['a bare string', PROMO_HEIGHT_MESSAGE, {}, null],
    ['null', null, {}, null],
    ['an array', [PROMO_HEIGHT_MESSAGE, 180], {}, null],
  ])('%s', (_label, data, overrides, expected) => {
    expect(parsePromoFrameHeight(data, { ...frame, ...overrides }, 512)).toBe(expected);
  });
});

describe('the frame document', () => {
  it('carries one inline script that speaks both messages and answers only to the embedding origin', () => {
    expect(PROMO_FRAME_DOCUMENT.match(/<script>/g)).toHaveLength(1);
    expect(PROMO_FRAME_DOCUMENT).toContain(`'${PROMO_CONTENT_MESSAGE}'`);
    expect(PROMO_FRAME_DOCUMENT).toContain(`'${PROMO_HEIGHT_MESSAGE}'`);
    expect(PROMO_FRAME_DOCUMENT).toContain('event.source !== lobby');
    expect(PROMO_FRAME_DOCUMENT).not.toMatch(/postMessage\([^)]*'\*'\)/);
  });

  it('builds the content message from the three parts', () => {
    expect(promoContentMessage('<p>x</p>', 'p{}', 'run()')).toEqual({
      type: PROMO_CONTENT_MESSAGE,
      html: '<p>x</p>',
      css: 'p{}',
      js: 'run()',
    });
  });
});
