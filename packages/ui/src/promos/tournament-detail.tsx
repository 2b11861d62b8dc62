import { ServerHtml } from './server-html.tsx';
import type { ReactNode } from 'react';
import { PageLink } from '../link/page-link.tsx';
import { fill, type PromosText } from './promos-text.ts';
import { type TournamentCountdown, TournamentClockView } from './tournament-card.tsx';

/** Props of {@link TournamentDetail}. */
export interface TournamentDetailProps {
  name: string;
  statusLabel: string;
  providers: readonly string[];
  desktopImage: string | null;
  mobileImage: string | null;
  schedule: { start: string; end: string } | null;
  prizePool: string | null;
  countdown: TournamentCountdown;
  /** The countdown's short labels, for narrow screens. */
  shortLabels?: boolean;
  /** Sanitized HTML. */
  termsHtml: string;
  gameCount: number;
  paidPlaces: number | null;
  /** Sanitized HTML of the two content columns. */
  leftHtml: string;
  rightHtml: string;
  backHref: string;
  text: PromosText;
  /** The tournament's game list. */
  children?: ReactNode;
}

/** A tournament's page: header picture, facts, collapsible terms, the two content columns and its games. */
export function TournamentDetail(p: TournamentDetailProps) {
  const { text } = p;
  const image = p.desktopImage ?? p.mobileImage;
  return (
    <article className="lb-tdetail" aria-labelledby="lb-tdetail-title">
      <PageLink href={p.backHref} className="lb-tdetail__back">
        {text['tournaments.back']}
      </PageLink>
      {image ? (
        <picture className="lb-tdetail__media">
          {p.mobileImage && p.desktopImage ? <source media="(max-width: 567px)" srcSet={p.mobileImage} width={600} height={400} /> : null}
          <img src={image} alt="" width={1200} height={400} decoding="async" />
        </picture>
      ) : null}
      <header className="lb-tdetail__head">
        <h1 id="lb-tdetail-title" className="lb-tdetail__title">
          {p.name}
        </h1>
        <span className="lb-tbadge">{p.statusLabel}</span>
        <TournamentClockView countdown={p.countdown} text={text} short={p.shortLabels ?? false} />
      </header>
      <dl className="lb-tdetail__facts">
        {p.providers.length > 0 ? <Fact label={text['tournaments.providers']} value={p.providers.join(', ')} /> : null}
        {p.schedule ? <Fact label={text['tournaments.schedule']} value={fill(text['tournaments.scheduleRange'], p.schedule)} /> : null}
        {p.prizePool ? <Fact label={text['tournaments.prizePool']} value={p.prizePool} /> : null}
        <Fact label={text['tournaments.gameCount']} value={String(p.gameCount)} />
        {p.paidPlaces !== null ? <Fact label={text['tournaments.paidPlaces']} value={String(p.paidPlaces)} /> : null}
      </dl>
      <div className="lb-tdetail__columns">
        <ServerHtml html={p.leftHtml} />
        <ServerHtml html={p.rightHtml} />
      </div>
      {p.termsHtml.trim() !== '' ? (
        <details className="lb-tdetail__terms">
          <summary>{text['tournaments.terms']}</summary>
          <ServerHtml html={p.termsHtml} />
        </details>
      ) : null}
      {p.children ? (
        <section className="lb-tdetail__games" aria-label={text['tournaments.games']}>
          <h2 className="lb-tdetail__subtitle">{text['tournaments.games']}</h2>
          {p.children}
        </section>
      ) : null}
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="lb-tdetail__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
