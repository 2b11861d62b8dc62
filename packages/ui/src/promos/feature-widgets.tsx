import { ServerHtml } from './server-html.tsx';
import { useId } from 'react';
import { Button, buttonClassName } from '../button/button.tsx';
import { safeHref } from '../link/href.ts';
import { CtaLink } from './cta-link.tsx';
import type { PromosText } from './promos-text.ts';
import { CloseButton } from '../button/close-button.tsx';

/** Props of {@link GameOfTheMonthCard}. */
export interface GameOfTheMonthCardProps {
  title: string;
  image: string | null;
  /** Sanitized HTML. */
  descriptionHtml: string;
  cta: { href: string; label: string; external?: boolean } | null;
  /** Runs instead of following the link (a guest is asked to log in). */
  onCta?: () => void;
  text: PromosText;
  /** The "Game of the month" line over the title; off inside a {@link HomeSection} that says it as its heading. */
  kicker?: boolean;
}

/** Game of the month: title, picture, description and a call to action. */
export function GameOfTheMonthCard({ title, image, descriptionHtml, cta, onCta, text, kicker = true }: GameOfTheMonthCardProps) {
  const id = useId();
  return (
    <section className="lb-gotm" aria-labelledby={id}>
      {image ? <img className="lb-gotm__image" src={image} alt="" width={480} height={270} loading="lazy" decoding="async" /> : null}
      <div className="lb-gotm__body">
        {kicker ? <p className="lb-gotm__kicker">{text['gotm.title']}</p> : null}
        <h3 id={id} className="lb-gotm__title">
          {title}
        </h3>
        <ServerHtml html={descriptionHtml} />
        {cta ? (
          onCta ? (
            <Button onClick={onCta}>{cta.label}</Button>
          ) : (
            <CtaLink cta={cta} className={buttonClassName('primary', 'md')} />
          )
        ) : null}
      </div>
    </section>
  );
}

/** Props of {@link HtmlWidget}. */
export interface HtmlWidgetProps {
  name: string;
  /** Sanitized HTML. */
  html: string;
  label: string;
}

/** A widget that is one piece of (sanitized) server HTML. */
export function HtmlWidget({ name, html, label }: HtmlWidgetProps) {
  return (
    <section className="lb-html-widget" aria-label={label} data-widget={name}>
      <ServerHtml html={html} />
    </section>
  );
}

/** Props of {@link StickyBanner}. */
export interface StickyBannerProps {
  /** Sanitized HTML. */
  html: string;
  onClose: () => void;
  text: PromosText;
}

/** A banner kept at the bottom of the screen until closed. */
export function StickyBanner({ html, onClose, text }: StickyBannerProps) {
  return (
    <aside className="lb-sticky-banner" aria-label={text['widgets.title']}>
      <ServerHtml className="lb-sticky-banner__text" html={html} />
      <CloseButton label={text['banner.close']} onClick={onClose} />
    </aside>
  );
}

/** Props of {@link StickyLoginBar}; the links are casino pages outside the app, so they load in full. */
export interface StickyLoginBarProps {
  loginHref: string;
  signupHref: string | null;
  text: PromosText;
}

/** The bar that invites a guest to log in or sign up. */
export function StickyLoginBar({ loginHref, signupHref, text }: StickyLoginBarProps) {
  return (
    <aside className="lb-login-bar" aria-label={text['loginBar.login']}>
      <p className="lb-login-bar__text">{text['loginBar.text']}</p>
      <div className="lb-login-bar__actions">
        <a href={safeHref(loginHref)} className={buttonClassName('primary', 'sm')}>
          {text['loginBar.login']}
        </a>
        {signupHref ? (
          <a href={safeHref(signupHref)} className={buttonClassName('secondary', 'sm')}>
            {text['loginBar.signup']}
          </a>
        ) : null}
      </div>
    </aside>
  );
}
