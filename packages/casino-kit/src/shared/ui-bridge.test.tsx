import { startApp } from '@lobby/casino-core';
import { testDeps } from '@lobby/casino-core/testing';
import type { LobbyOptionOverrides } from '@lobby/domain';
import { PageLink, useUi } from '@lobby/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createInstance } from 'i18next';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { appStart, testProfile } from '../testing/render-app.tsx';
import { UiBridge } from './ui-bridge.tsx';

afterEach(cleanup);

/** The app's store around `children`, for a profile setting `options`. */
function WithStore({ children, options = {} }: { children: ReactNode; options?: LobbyOptionOverrides }) {
  const prefs = { theme: 'light', language: 'en', languageChosen: false } as const;
  const [store] = useState(() => startApp(testDeps(), appStart(testProfile({ options })), prefs, null).store);
  return <Provider store={store}>{children}</Provider>;
}

/** A link as the app renders it under the base path `/casino/fusion/`. */
function href(to: string): string | undefined {
  const i18n = createInstance();
  void i18n.init({ lng: 'en', resources: {} });
  const html = renderToStaticMarkup(
    <WithStore>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter basename="/casino/fusion" initialEntries={['/casino/fusion/']}>
          <UiBridge>
            <PageLink href={to}>link</PageLink>
          </UiBridge>
        </MemoryRouter>
      </I18nextProvider>
    </WithStore>,
  );
  return html.match(/href="([^"]*)"/)?.[1];
}

describe('links under a base path', () => {
  test.each([
    ['/favorites', '/casino/fusion/favorites'],
    ['/category/slots?sort=newest', '/casino/fusion/category/slots?sort=newest'],
  ])('an app route %s stays inside the app: %s', (to, expected) => {
    expect(href(to)).toBe(expected);
  });

  test.each(['/site/cashier', '/site/cashier#withdraw', '/app/shared/controllers/x.php', 'https://help.example.com/faq'])(
    'the casino page %s is left to the server, at the host root',
    (to) => {
      expect(href(to)).toBe(to);
    },
  );
});

/** Where the app is, and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <output>
      {useNavigationType()} {location.pathname}
      {location.search}
    </output>
  );
}

/** A link to `to` on the page `at`, under the base path `/casino`. */
function renderLink(to: string, at: string, onClick = vi.fn()) {
  const i18n = createInstance();
  void i18n.init({ lng: 'en', resources: {} });
  render(
    <WithStore>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter basename="/casino" initialEntries={[`/casino${at}`]}>
          <UiBridge>
            <PageLink href={to} onClick={onClick}>
              link
            </PageLink>
            <Where />
          </UiBridge>
        </MemoryRouter>
      </I18nextProvider>
    </WithStore>,
  );
  return { link: screen.getByRole('link', { name: 'link' }), where: () => screen.getByRole('status').textContent, onClick };
}

describe('following a link within the app', () => {
  test('a plain click shows the route without a page load, as a new history entry', () => {
    const { link, where, onClick } = renderLink('/favorites', '/');
    const allowed = fireEvent.click(link);
    expect(allowed).toBe(false);
    expect(where()).toBe('PUSH /favorites');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('a link to the page already shown replaces it instead of adding it again', () => {
    const { link, where } = renderLink('/category/slots?sort=newest', '/category/slots?sort=newest');
    fireEvent.click(link);
    expect(where()).toBe('REPLACE /category/slots?sort=newest');
  });

  test.each([
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['an alt-click', { altKey: true }],
    ['a middle click', { button: 1 }],
  ])('%s is left to the browser (a new tab or window)', (_, modifiers) => {
    const { link, where, onClick } = renderLink('/favorites', '/');
    const allowed = fireEvent.click(link, modifiers);
    expect(allowed).toBe(true);
    expect(where()).toBe('POP /');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

/** What a widget reads of the options through the ui's context. */
function WidgetOptions() {
  const { options } = useUi();
  return <output>{`${options.singleFlightClaimMs} ${options.promoTermsHideMs}`}</output>;
}

describe('the options the widgets read', () => {
  test.each<[LobbyOptionOverrides, string]>([
    [{}, '1000 10000'],
    [{ singleFlightClaimMs: 400, promoTermsHideMs: 3000 }, '400 3000'],
  ])('are those in force: %j', (options, shown) => {
    const i18n = createInstance();
    void i18n.init({ lng: 'en', resources: {} });
    render(
      <WithStore options={options}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <UiBridge>
              <WidgetOptions />
            </UiBridge>
          </MemoryRouter>
        </I18nextProvider>
      </WithStore>,
    );
    expect(screen.getByRole('status').textContent).toBe(shown);
  });
});
