import { ServerHtml } from './server-html.tsx';
import type { DurationParts } from '@lobby/domain';
import { type ReactNode, useId } from 'react';
import { buttonClassName } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { CtaLink } from './cta-link.tsx';
import { Countdown } from './countdown.tsx';
import { fill, type PromosText } from './promos-text.ts';
import { TermsPopup } from './terms-popup.tsx';

/** A promo's picture or `.mp4` video. */
export interface PromoMedia {
  readonly url: string;
  readonly kind: 'image' | 'video';
}

/** A call to action: an app path or an http(s) URL (already checked), its label and data attributes. */
export interface PromoCta {
  readonly href: string;
  readonly label: string;
  readonly data?: Readonly<Record<string, string>>;
  /** A casino page outside the app (cashier, signup): loaded in full rather than routed. */
  readonly external?: boolean;
}

/** Props of {@link PromoCard}. */
export interface PromoCardProps {
  title: string;
  /** Sanitized HTML. */
  textHtml: string;
  media: PromoMedia | null;
  cta: PromoCta | null;
  /** Sanitized HTML; no terms button when empty. */
  termsHtml: string;
  /** Formatted amount, only when the minimum is over 0. */
  minDeposit: string | null;
  /** Time left in the promo's window, or null for no countdown. */
  countdown: DurationParts | null;
  /** The countdown's short labels, for narrow screens. */
  shortLabels?: boolean;
  text: PromosText;
  /** Loads the picture at once (the first cards). */
  eager?: boolean;
}

/** A regular promo: media, title, text, countdown, minimum deposit, call to action and terms. */
export function PromoCard(props: PromoCardProps) {
  const { title, textHtml, media, cta, termsHtml, minDeposit, countdown, shortLabels = false, text, eager = false } = props;
  const titleId = useId();
  return (
    <article className="lb-promo" aria-labelledby={titleId}>
      {media ? (
        <div className="lb-promo__media">
          {media.kind === 'video' ? (
            <video
              src={media.url}
              width={600}
              height={200}
              muted
              loop
              playsInline
              preload="metadata"
              aria-label={fill(text['promos.video'], { title })}
            />
          ) : (
            <img src={media.url} alt="" width={600} height={200} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          )}
        </div>
      ) : null}
      <div className="lb-promo__body">
        <h3 id={titleId} className="lb-promo__title">
          {title}
        </h3>
        {countdown ? <Countdown label={text['promos.endsIn']} parts={countdown} text={text} short={shortLabels} /> : null}
        <ServerHtml className="lb-promo__text" html={textHtml} />
        {minDeposit ? <p className="lb-promo__min">{fill(text['promos.minDeposit'], { amount: minDeposit })}</p> : null}
        <div className="lb-promo__actions">
          {cta ? (
            <span {...dataAttributes(cta.data)} className="lb-promo__cta">
              <CtaLink cta={cta} className={buttonClassName('primary', 'md')} />
            </span>
          ) : null}
          {termsHtml.trim() !== '' ? <TermsPopup termsHtml={termsHtml} text={text} /> : null}
        </div>
      </div>
    </article>
  );
}

function dataAttributes(data: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(data ?? {})) if (/^data-[a-z0-9-]+$/.test(name)) out[name] = value;
  return out;
}

/** Props of {@link WildcardCard}. */
export interface WildcardCardProps {
  text: PromosText;
  /** Where "Browse games" leads. */
  href: string;
}

/** The card that fills the last row of an odd promotions grid. */
export function WildcardCard({ text, href }: WildcardCardProps) {
  const titleId = useId();
  return (
    <article className="lb-promo lb-promo--wildcard" aria-labelledby={titleId} data-wildcard="">
      <div className="lb-promo__body">
        <h3 id={titleId} className="lb-promo__title">
          {text['promos.wildcardTitle']}
        </h3>
        <p>{text['promos.wildcardBody']}</p>
        <div className="lb-promo__actions">
          <PageLink href={href} className={buttonClassName('secondary', 'md')}>
            {text['promos.wildcardCta']}
          </PageLink>
        </div>
      </div>
    </article>
  );
}

/** Props of {@link PromoGrid}. */
export interface PromoGridProps {
  title: string;
  children: ReactNode;
}

/** The two-column promotions grid (one column on small screens). */
export function PromoGrid({ title, children }: PromoGridProps) {
  return (
    <section className="lb-promo-grid" aria-label={title}>
      {children}
    </section>
  );
}
