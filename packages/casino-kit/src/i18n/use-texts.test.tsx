import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, switchLanguage } from './create-i18n.ts';
import { EN_PLAY } from './parts/play.ts';
import { useTexts } from './use-texts.ts';

function PlayTitle() {
  useTexts(EN_PLAY);
  const { t } = useTranslation('play');
  return <h1>{t('play.chooser.title')}</h1>;
}

afterEach(cleanup);

describe('useTexts', () => {
  it('words a lazily loaded part in English on its first render', () => {
    const i18n = createI18n(vi.fn());
    render(
      <I18nextProvider i18n={i18n}>
        <PlayTitle />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Choose a version');
  });

  it('in another language, waits for that language’s files of the part’s namespaces', async () => {
    const log = vi.fn();
    const i18n = createI18n(log);
    await switchLanguage(i18n, 'fr', log);
    expect(i18n.hasResourceBundle('fr', 'play')).toBe(false);
    const tree = (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <PlayTitle />
        </Suspense>
      </I18nextProvider>
    );
    const { rerender } = render(tree);
    // No English flash: the part waits while its French files load.
    expect(screen.queryByRole('heading')).toBeNull();
    await vi.waitFor(() => expect(i18n.hasResourceBundle('fr', 'play')).toBe(true), { timeout: 10_000 });
    rerender(tree);
    const heading = screen.getByRole('heading');
    expect(heading.textContent).not.toBe('Choose a version');
    expect(heading.textContent).toBe(i18n.getResource('fr', 'play', 'play.chooser.title'));
    expect(i18n.hasResourceBundle('fr', 'tips')).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });
});
