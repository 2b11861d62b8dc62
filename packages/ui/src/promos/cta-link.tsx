import { safeHref } from '../link/href.ts';
import { PageLink } from '../link/page-link.tsx';

/** A call to action: routed inside the app, loaded in full for a casino page, a new tab for another site. */
export function CtaLink({ cta, className }: { cta: { href: string; label: string; external?: boolean }; className: string }) {
  if (cta.external && cta.href.startsWith('/')) {
    return (
      <a href={safeHref(cta.href)} className={className}>
        {cta.label}
      </a>
    );
  }
  return (
    <PageLink href={cta.href} className={className} newTab={!cta.href.startsWith('/')}>
      {cta.label}
    </PageLink>
  );
}
