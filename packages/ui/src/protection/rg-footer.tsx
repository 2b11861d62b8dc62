import type { CasinoLicence, FooterRules } from '@lobby/domain';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link RgFooter}. */
export interface RgFooterProps {
  footer: FooterRules;
  /** The operator's licence: its text, linked to the regulator's register entry where there is one; null leaves the line out. */
  licence: CasinoLicence | null;
  /** The lobby's responsible-gambling page. */
  rgPageHref: string;
}

/** The responsible-gambling footer every licensed market asks for: licence, regulator, minimum age, RG page. */
export function RgFooter({ footer, licence, rgPageHref }: RgFooterProps) {
  const { t } = useUi();
  return (
    <footer className="lb-rg-footer">
      <span className="lb-rg-footer__age" role="img" aria-label={t('protection.footer.age', { age: footer.minimumAge })}>
        {footer.minimumAge}+
      </span>
      {licence ? (
        <p className="lb-rg-footer__licence">
          {licence.text}
          {licence.url ? (
            <>
              {' '}
              <PageLink href={licence.url} newTab>
                {t('protection.footer.register')}
              </PageLink>
            </>
          ) : null}
        </p>
      ) : null}
      <ul className="lb-rg-footer__links">
        <li>
          {t('protection.footer.regulator')}{' '}
          <PageLink href={footer.regulator.url} newTab>
            {footer.regulator.name}
          </PageLink>
        </li>
        <li>
          <PageLink href={rgPageHref}>{t('protection.footer.rg_page')}</PageLink>
        </li>
        {footer.help ? (
          <li>
            {t('protection.footer.help')}{' '}
            <PageLink href={footer.help.url} newTab>
              {footer.help.name}
            </PageLink>
          </li>
        ) : null}
      </ul>
    </footer>
  );
}
