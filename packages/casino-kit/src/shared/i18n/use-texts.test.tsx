import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, switchLanguage } from './create-i18n.ts';
import play from '@lobby/ui/locales/en/play.json';
import tips from './locales/en/tips.json';
import { useTexts } from './use-texts.ts';

// The play screens' texts, as that feature brings them: two namespaces in one part.
const EN_PLAY = { tips, play } as const;

function PlayTitle() {
  useTexts(EN_PLAY);
  const { t } = useTranslation('play');
  return <h1>{t('play.chooser.title')}</h1>;
}

afterEach(cleanup);

function ArrivedPart() {
  return (
    <section aria-label="Arrived">
      <PlayTitle />
    </section>
  );
}

/** `ArrivedPart` as a lazily loaded part whose chunk arrives a moment after it is first shown. */
function lazyPart() {
  return lazy(() => new Promise<{ default: typeof ArrivedPart }>((resolve) => setTimeout(() => resolve({ default: ArrivedPart }), 10)));
}

/** A button that opens `part` (with a title of its own beside it) in a Suspense boundary. */
function Opener({ part: Part }: { part: ComponentType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Suspense fallback={<p>…</p>}>
          <PlayTitle />
          <Part />
        </Suspense>
      ) : null}
    </>
  );
}

/** The lazily loaded part once it has rendered, with its title. */
async function arrivedTitle(): Promise<string | null> {
  const part = await screen.findByRole('region', { name: 'Arrived' });
  return within(part).getByRole('heading').textContent;
}

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

  // Testing Library renders and fires events inside an `act` nobody awaits. Were useTexts to hand
  // React its already settled load, React would take that render for one that waited, drop the
  // rest of the act's work and never render the lazily loaded part once its chunk arrived.
  it('lets a lazily loaded part arrive beside one already shown, in English', async () => {
    const i18n = createI18n(vi.fn());
    const LazyTitle = lazyPart();
    render(
      <I18nextProvider i18n={i18n}>
        <PlayTitle />
        <Suspense fallback={<p>…</p>}>
          <LazyTitle />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await arrivedTitle()).toBe('Choose a version');
  });

  it('lets a lazily loaded part opened by a click arrive, in English', async () => {
    const i18n = createI18n(vi.fn());
    const LazyTitle = lazyPart();
    render(
      <I18nextProvider i18n={i18n}>
        <Opener part={LazyTitle} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await arrivedTitle()).toBe('Choose a version');
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

  it('adds a part’s English once, however many of its components render', () => {
    const i18n = createI18n(vi.fn());
    const added = vi.fn();
    i18n.store.on('added', added);
    render(
      <I18nextProvider i18n={i18n}>
        <PlayTitle />
        <PlayTitle />
        <PlayTitle />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(3);
    // EN_PLAY holds two namespaces (play and tips): one bundle each.
    expect(added.mock.calls.map(([language, namespace]) => `${language}/${namespace}`).sort()).toEqual(['en/play', 'en/tips']);
  });
});
