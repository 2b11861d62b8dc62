import type { FooterRules, NamedLink } from '@lobby/domain';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link RgFooter}. */
export interface RgFooterProps {
  footer: FooterRules;
  /** The operator's licence as it words it ("Licence 000-000000-R-000000-000"); null leaves the line out. */
  licence: string | null;
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
      {licence ? <p className="lb-rg-footer__licence">{licence}</p> : null}
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
