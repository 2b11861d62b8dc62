import '@lobby/ui/promos.css';
import {
  type CampaignWidgetName,
  type HtmlWidgetName,
  isCampaignWidget,
  isHtmlWidget,
  safeLink,
  type WidgetName,
  widgetsToShow,
} from '@lobby/domain';
import { buttonClassName, CtaLink, HtmlWidget, type PromosText, StickyBanner, StickyLoginBar } from '@lobby/ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../shared/hooks.ts';
import { useOverlayTurn } from '../../shared/overlay-turns.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { Slot } from '../../shared/slots.tsx';
import { loginUrl } from '@lobby/casino-core';
import { sanitizeHtml } from '../../shared/html/sanitize-html.ts';
import { selectIsGuest } from '@lobby/casino-core';
import { selectConfig } from '@lobby/casino-core';
import {
  useGetCampaignWidgetHtmlQuery,
  useGetCampaignWidgetQuery,
  useGetHtmlWidgetQuery,
  useGetStickyBannerQuery,
  useGetWidgetsQuery,
} from './promos-api.ts';
import { usePromosText } from './use-promos-text.ts';

const LABELS: Record<HtmlWidgetName | CampaignWidgetName, string> = {
  escapepod: 'Escape Pod',
  crewpon: 'Crewpon',
  fortuneteller: 'Fortune Teller',
  rng: 'RNG',
  wpc: 'Waypoints',
  synthetic: 'Synth',
};

/** A widget's server HTML; an empty answer shows nothing. */
function ServerHtml({ name, answer }: { name: HtmlWidgetName | CampaignWidgetName; answer: { html: string } | undefined }) {
  if (!answer || answer.html.trim() === '') return null;
  return <HtmlWidget name={name} label={LABELS[name]} html={sanitizeHtml(answer.html)} />;
}

function ServerHtmlWidget({ name }: { name: HtmlWidgetName }) {
  return <ServerHtml name={name} answer={useGetHtmlWidgetQuery(name).data} />;
}

function CampaignHtml({ name }: { name: CampaignWidgetName }) {
  return <ServerHtml name={name} answer={useGetCampaignWidgetHtmlQuery(name).data} />;
}

function LinkWidget({ name, href, label, external = false }: { name: WidgetName; href: string; label: string; external?: boolean }) {
  return (
    <section className="lb-html-widget" aria-label={label} data-widget={name}>
      <CtaLink cta={{ href, label, external }} className={buttonClassName('secondary', 'md')} />
    </section>
  );
}

/** The campaign answers of the widgets the server named, each asked once (an error hides the widget). */
function useCampaigns(names: readonly WidgetName[]) {
  const skip = (name: CampaignWidgetName) => ({ skip: !names.includes(name) });
  const rng = useGetCampaignWidgetQuery('rng', skip('rng'));
  const wpc = useGetCampaignWidgetQuery('wpc', skip('wpc'));
  const synthetic = useGetCampaignWidgetQuery('synthetic', skip('synthetic'));
  const answer = (q: typeof rng) => (q.isError ? null : q.data);
  return { rng: answer(rng), wpc: answer(wpc), synthetic: answer(synthetic) };
}

function Widget({ name, text }: { name: WidgetName; text: PromosText }) {
  const config = useAppSelector(selectConfig);
  if (isHtmlWidget(name)) return <ServerHtmlWidget name={name} />;
  if (isCampaignWidget(name)) return <CampaignHtml name={name} />;
  if (name === 'tournaments' && config?.tournaments)
    return <LinkWidget name={name} href="/tournaments" label={text['tournaments.title']} />;
  const cashier = safeLink(config?.pages.cashier);
  if (name === 'cashier' && cashier) return <LinkWidget name={name} href={cashier} label={text['widgets.cashier']} external />;
  if (name === 'dfs')
    return (
      <Suspense fallback={null}>
        <Slot name="DfsWidget" />
      </Suspense>
    );
  // smartico has no content the lobby can show.
  return null;
}

/** The widgets the server names, in its order, without the campaigns that answered with an error. */
export function HomeWidgets() {
  const text = usePromosText();
  const { data: names = [] } = useGetWidgetsQuery();
  const campaigns = useCampaigns(names);
  const shown = widgetsToShow(names, campaigns);
  if (shown.length === 0) return null;
  return (
    <section className="lb-widgets" aria-label={text['widgets.title']}>
      {shown.map((name) => (
        <Widget key={name} name={name} text={text} />
      ))}
    </section>
  );
}

/** At the end of every page: the sticky banner until closed, and the login bar for guests. */
export function StickyBars() {
  const text = usePromosText();
  const isGuest = useAppSelector(selectIsGuest);
  const config = useAppSelector(selectConfig);
  const profile = useProfile();
  const { pathname } = useLocation();
  const { data: banner } = useGetStickyBannerQuery();
  const [closed, setClosed] = useState(false);
  // Bottom bars take turns with the other overlays: on a phone one at a time (the guest's login bar first).
  const bannerShows = useOverlayTurn('sticky-banner', Boolean(banner) && !closed);
  const loginShows = useOverlayTurn('login-bar', isGuest);
  if (!(banner && bannerShows) && !loginShows) return null;
  return (
    <div className="lb-sticky-bars">
      {banner && bannerShows ? <StickyBanner html={sanitizeHtml(banner.html)} onClose={() => setClosed(true)} text={text} /> : null}
      {loginShows ? (
        <StickyLoginBar loginHref={loginUrl(profile, pathname)} signupHref={safeLink(config?.pages.signup)} text={text} />
      ) : null}
    </div>
  );
}
