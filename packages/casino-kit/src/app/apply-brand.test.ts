import type { Brand } from '@lobby/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrand } from './apply-brand.ts';

const SEA: Brand = { name: 'Sea', themeColor: '#0b2a3c', light: { accent: '#0f6b74' }, dark: { accent: '#6fd6e0' } };

function brandCss(): string {
  const adopted = document.adoptedStyleSheets ?? [];
  const fromSheets = adopted.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const fromElements = [...document.querySelectorAll('style[data-lobby-brand]')].map((style) => style.textContent ?? '');
  return [...fromSheets, ...fromElements].join('\n');
}

afterEach(() => {
  if (Array.isArray(document.adoptedStyleSheets)) document.adoptedStyleSheets = [];
  document.head.innerHTML = '';
});

describe('applyBrand', () => {
  it('puts the brand over the tokens per theme and sets the browser colour', () => {
    applyBrand(SEA, document);
    const css = brandCss();
    expect(css).toContain('--lb-color-brand: #0f6b74');
    expect(css).toContain('--lb-color-brand: #6fd6e0');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0b2a3c');
  });

  it('updates the page own theme-color instead of adding a second one', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#000000">';
    applyBrand({ name: 'House', themeColor: '#140f2e' }, document);
    const metas = document.querySelectorAll('meta[name="theme-color"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute('content')).toBe('#140f2e');
    expect(brandCss()).toBe('');
  });

  it('changes nothing without a brand', () => {
    applyBrand(undefined, document);
    expect(document.querySelector('meta[name="theme-color"]')).toBeNull();
    expect(brandCss()).toBe('');
  });
});
