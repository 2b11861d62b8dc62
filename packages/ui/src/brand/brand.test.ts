import { describe, expect, it } from 'vitest';
import { type Brand, brandCustomProperties, brandStyleSheet } from './brand.ts';

const SEA: Brand = {
  name: 'Sea',
  themeColor: '#0b2a3c',
  light: { accent: '#0f6b74', cta: { background: '#0f6b74', text: '#ffffff' } },
  dark: { accent: '#6fd6e0', cta: { background: '#6fd6e0', text: '#06222c' }, link: '#eaf6ff' },
  fonts: { display: '"Gill Sans", sans-serif' },
};

describe('brandStyleSheet', () => {
  it('sets nothing for a brand that keeps the house tokens', () => {
    expect(brandStyleSheet({ name: 'House', themeColor: '#140f2e' })).toBe('');
  });

  it('puts light values on the light selectors, dark values on the dark one, fonts on both', () => {
    const css = brandStyleSheet(SEA);
    expect(css).toContain(':root,\n:root[data-theme="light"] {\n  --lb-color-brand: #0f6b74;');
    expect(css).toContain(':root[data-theme="dark"] {\n  --lb-color-brand: #6fd6e0;');
    expect(css).toContain(':root {\n  --lb-font-display: "Gill Sans", sans-serif;\n}');
  });

  it('derives the links, the call-to-action gradient and its glow', () => {
    const { light, dark } = brandCustomProperties(SEA);
    expect(light['--lb-color-link']).toBe('#0f6b74');
    expect(dark['--lb-color-link']).toBe('#eaf6ff');
    expect(dark['--lb-color-cta-text']).toBe('#06222c');
    expect(dark['--lb-gradient-cta']).toContain('#6fd6e0');
    expect(dark['--lb-color-cta-glow']).toBe('color-mix(in srgb, #6fd6e0 35%, transparent)');
  });

  it('leaves a theme the brand does not colour to the house tokens', () => {
    expect(brandCustomProperties({ ...SEA, dark: undefined }).dark).toEqual({});
  });
});
