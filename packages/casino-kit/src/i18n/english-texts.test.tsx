import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, switchLanguage } from './create-i18n.ts';
import { useEnglishTexts } from './english-texts.ts';
import { EN_PLAY } from './resources/en-play.ts';

function PlayTitle() {
  useEnglishTexts(EN_PLAY);
  const { t } = useTranslation('ui');
  return <h1>{t('play.chooser.title')}</h1>;
}

afterEach(cleanup);

describe('useEnglishTexts', () => {
  it('words a lazily loaded part in English on its first render', () => {
    const i18n = createI18n(vi.fn());
    render(
      <I18nextProvider i18n={i18n}>
        <PlayTitle />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Choose a version');
  });

  it('leaves another language in force to its own resources', async () => {
    const log = vi.fn();
    const i18n = createI18n(log);
    await switchLanguage(i18n, 'fr', log);
    render(
      <I18nextProvider i18n={i18n}>
        <PlayTitle />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).not.toBe('Choose a version');
    expect(screen.getByRole('heading').textContent).toBe(i18n.getResource('fr', 'ui', 'play.chooser.title'));
  });
});
