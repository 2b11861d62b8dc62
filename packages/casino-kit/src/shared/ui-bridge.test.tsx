import { PageLink } from '@lobby/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createInstance } from 'i18next';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { UiBridge } from './ui-bridge.tsx';

afterEach(cleanup);

/** A link as the app renders it under the base path `/casino/fusion/`. */
function href(to: string): string | undefined {
  const i18n = createInstance();
  void i18n.init({ lng: 'en', resources: {} });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter basename="/casino/fusion" initialEntries={['/casino/fusion/']}>
        <UiBridge>
          <PageLink href={to}>link</PageLink>
        </UiBridge>
      </MemoryRouter>
    </I18nextProvider>,
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
    <I18nextProvider i18n={i18n}>
      <MemoryRouter basename="/casino" initialEntries={[`/casino${at}`]}>
        <UiBridge>
          <PageLink href={to} onClick={onClick}>
            link
          </PageLink>
          <Where />
        </UiBridge>
      </MemoryRouter>
    </I18nextProvider>,
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
