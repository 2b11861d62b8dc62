import type { CustomPromo, RegularPromo } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { ctaDataAttributes, customPromoView, promoCardView } from './promo-view.ts';

const HOSTILE = [
  '<p>Details</p>',
  '<script>window.hit=1</script>',
  '<img src="/x.png" onerror="window.hit=2">',
  '<svg onload="window.hit=3"></svg>',
  '<a href="javascript:window.hit=4">Claim</a>',
  '<form action="https://evil.example"><input name="a"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<a id="location" name="location" href="https://evil.example/">x</a>',
  '<div style="position:fixed;inset:0">overlay</div>',
].join('');

const promo: RegularPromo = {
  id: 'p',
  title: 'Reload',
  text: HOSTILE,
  image: 'https://cdn.example/p.mp4',
  cta_link: 'javascript:alert(1)',
  cta_text: 'Go',
  cta_attributes: 'data-track="reload" onclick="alert(1)" style="position:fixed"',
  terms: HOSTILE,
  min_deposit: 0,
  schedule_values: { repeat_param: 'daily', recurrence: [], countdown: true, end_at: null, end_time: '23:59', weekly_end_time: null },
};

function inert(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  expect(box.querySelector('script, svg, form, input, meta, base, iframe, [onerror], [onload], [style], [id], [name]')).toBeNull();
  for (const link of box.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
}

describe('promoCardView', () => {
  it('makes every HTML field inert and drops an unsafe call to action', () => {
    const view = promoCardView(promo, Date.UTC(2026, 10, 18, 15), (n) => `$${n}`);
    inert(view.textHtml);
    inert(view.termsHtml);
    expect(view.textHtml).toContain('Details');
    expect(view.cta).toBeNull();
    expect(view.media).toEqual({ url: 'https://cdn.example/p.mp4', kind: 'video' });
    expect(view.minDeposit).toBeNull();
    expect(view.countdown).not.toBeNull();
  });

  it('keeps a safe call to action with its data attributes and formats the minimum deposit', () => {
    const view = promoCardView({ ...promo, cta_link: '/site/cashier', min_deposit: 25, image: '/p.jpg' }, 0, (n) => `$${n}`);
    expect(view.cta).toEqual({ href: '/site/cashier', label: 'Go', data: { 'data-track': 'reload' } });
    expect(view.minDeposit).toBe('$25');
    expect(view.media?.kind).toBe('image');
  });

  it.each([
    ['data-a="1" data-b-c="x"', { 'data-a': '1', 'data-b-c': 'x' }],
    ['onclick="x" href="javascript:y"', {}],
    ['', {}],
  ])('ctaDataAttributes(%s)', (raw, expected) => {
    expect(ctaDataAttributes(raw)).toEqual(expected);
  });
});

const PLACE = { src: '/casino/promo-frame.html', maxHeightPx: 512 };

describe('customPromoView', () => {
  const custom = (js: string): CustomPromo => ({
    id: 'c1',
    data: { html: HOSTILE, css: '.x{position:fixed;color:red}body{display:none}', js },
    display_on: { pages: ['ucc_promotions'], categories: [], sub_groups: [], themes: [] },
    display_on_webplay: false,
  });

  it('without a script: sanitized HTML and CSS scoped to the promo', () => {
    const view = customPromoView(custom(''), PLACE);
    expect(view.frame).toBeNull();
    inert(view.html);
    expect(view.css).toBe('[data-promo-scope="c1"] .x{color:red}\n[data-promo-scope="c1"]{display:none}');
  });

  it('with a script: the frame document gets the sanitized HTML, the CSS and the script; nothing inline', () => {
    const view = customPromoView(custom('  parent.x = 1;  '), PLACE);
    expect(view.html).toBe('');
    expect(view.css).toBe('');
    expect(view.frame?.src).toBe('/casino/promo-frame.html');
    expect(view.frame?.maxHeightPx).toBe(512);
    expect(view.frame?.content.type).toBe('lobby:promo-content');
    expect(view.frame?.content.js).toBe('parent.x = 1;');
    expect(view.frame?.content.css).toContain('position:fixed');
    inert(view.frame?.content.html ?? '');
    expect(view.frame?.content.html).not.toContain('onerror=');
  });
});
