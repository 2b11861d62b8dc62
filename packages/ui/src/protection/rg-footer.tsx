import type { CasinoLicence, FooterRules, NamedLink } from '@lobby/domain';
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

/** A regulator's or a help line's link, opening in a new tab after what it is. */
function NamedLinkItem({ label, link }: { label: string; link: NamedLink }) {
  return (
    <li>
      {label}{' '}
      <PageLink href={link.url} newTab>
        {link.name}
      </PageLink>
    </li>
  );
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
        <NamedLinkItem label={t('protection.footer.regulator')} link={footer.regulator} />
        <li>
          <PageLink href={rgPageHref}>{t('protection.footer.rg_page')}</PageLink>
        </li>
        {footer.help ? <NamedLinkItem label={t('protection.footer.help')} link={footer.help} /> : null}
      </ul>
    </footer>
  );
}
