import { PageLink } from '@lobby/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createInstance } from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { UiBridge } from './ui-bridge.tsx';

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

  test.each(['/site/cashier', '/site/cashier#withdraw', '/app/shared/controllers/x.php'])(
    'the casino page %s is left to the server, at the host root',
    (to) => {
      expect(href(to)).toBe(to);
    },
  );
});
