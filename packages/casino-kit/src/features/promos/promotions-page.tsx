import '@lobby/ui/promos.css';
import { customPromosFor, promoGrid, safeLink } from '@lobby/domain';
import { Button, CustomPromo, Page, PromoCard, PromoGrid, WildcardCard } from '@lobby/ui';
import { useEffect, useMemo } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { useNow } from '../../shared/use-now.ts';
import { useShortCountdownLabels } from '../../shared/use-narrow.ts';
import { selectConfig, selectLanguage } from '@lobby/casino-core';
import { useGetPromosQuery } from './promos-api.ts';
import { customPromoView, promoCardView } from './promo-view.ts';
import { useCasinoMoney } from './use-money.ts';
import { useIsSitePage } from './use-site-page.ts';
import { usePromoFramePlace } from './use-promo-frame.ts';
import { usePromosText } from './use-promos-text.ts';

// In the promotions page's chunk: a page of its own would cost the entry another chunk to name.
export { WinnersPage } from './winners-page.tsx';

const PROMOTIONS = { kind: 'promotions' } as const;

/** /promotions: custom promos for this page, then the regular promos, two a row, a wildcard card filling an odd row. */
export function PromotionsPage() {
  const { navigation: site } = useDeps();
  const text = usePromosText();
  const language = useAppSelector(selectLanguage);
  const config = useAppSelector(selectConfig);
  const { data, isError, isFetching, refetch } = useGetPromosQuery({ lang: language, target: 'ucc_promotions' });
  const nowMs = useNow(1000);
  const money = useCasinoMoney();
  const isSitePage = useIsSitePage();
  const place = usePromoFramePlace();
  const shortLabels = useShortCountdownLabels();
  const cells = useMemo(() => (data ? promoGrid(customPromosFor(data.custom_promos, PROMOTIONS), data.regular_promos) : null), [data]);
  // Without promos the casino's own promotions page takes over, when it has one outside the app.
  const elsewhere = safeLink(config?.pages.promotions);
  const leave = cells !== null && cells.length === 0 && elsewhere !== null && /^https?:/i.test(elsewhere);
  useEffect(() => {
    if (leave && elsewhere) site.page(elsewhere, { replace: true });
  }, [leave, elsewhere, site]);
  return (
    <Page title={text['promos.title']}>
      {isError && !data ? (
        <div className="lb-state" role="alert">
          <p>{text['promos.error']}</p>
          <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
            {text['promos.retry']}
          </Button>
        </div>
      ) : null}
      {cells !== null && cells.length === 0 && !leave ? <p className="lb-state">{text['promos.empty']}</p> : null}
      {cells && cells.length > 0 ? (
        <PromoGrid title={text['promos.title']}>
          {cells.map((cell, index) => {
            if (cell.kind === 'wildcard') return <WildcardCard key="wildcard" text={text} href="/all-games" />;
            if (cell.kind === 'custom')
              return <CustomPromo key={`c:${cell.promo.id}`} {...customPromoView(cell.promo, place)} text={text} />;
            const view = promoCardView(cell.promo, nowMs, money);
            const cta = view.cta ? { ...view.cta, external: isSitePage(view.cta.href) } : null;
            return <PromoCard key={`r:${cell.promo.id}`} {...view} cta={cta} shortLabels={shortLabels} text={text} eager={index < 2} />;
          })}
        </PromoGrid>
      ) : null}
    </Page>
  );
}
