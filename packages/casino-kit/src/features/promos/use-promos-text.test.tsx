import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/create-i18n.ts';
import { usePromosText } from './use-promos-text.ts';

function setUp() {
  const i18n = createI18n(() => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const read = () => renderHook(() => usePromosText(), { wrapper }).result.current;
  return { i18n, read };
}

describe('usePromosText', () => {
  it('translates the texts once for every component that asks', () => {
    const { read } = setUp();
    const first = read();
    expect(first['promos.title']).toBe('Promotions');
    expect(read()).toBe(first);
  });

  it('translates again once texts are added', () => {
    const { i18n, read } = setUp();
    const before = read();
    i18n.addResourceBundle('en', 'promos', { 'promos.title': 'Offers' }, true, true);
    const after = read();
    expect(after).not.toBe(before);
    expect(after['promos.title']).toBe('Offers');
    expect(after['promos.terms']).toBe('Terms apply');
  });

  it('keeps the texts of each app apart', () => {
    const one = setUp();
    const other = setUp();
    other.i18n.addResourceBundle('en', 'promos', { 'promos.title': 'Deals' }, true, true);
    expect(one.read()['promos.title']).toBe('Promotions');
    expect(other.read()['promos.title']).toBe('Deals');
  });
});
