import '@lobby/ui/rewards.css';
import { casinoTweaks, countdownToNextSpin, freeSpinsView, playPath, spinPayload } from '@lobby/domain';
import { Button, DfsReasonPanel, DfsRedeemResult, Page, useUi } from '@lobby/ui';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../shared/hooks.ts';
import { useNow } from '../../shared/use-now.ts';
import { useGetDailyFreeSpinsQuery } from './rewards-api.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { guardedPage } from '../../shared/routes/guard.tsx';
import { selectConfig } from '@lobby/casino-core';
import { DfsEmailStepView } from './dfs-email-step.tsx';
import { DfsWheelFlow } from './dfs-wheel-flow.tsx';
import { EN_REWARDS } from './texts.ts';
import { type RedeemOutcome, useRedeem } from './use-redeem.ts';
import { useShortCountdownLabels } from '../../shared/use-narrow.ts';

function Countdown({ children }: { children: (parts: ReturnType<typeof countdownToNextSpin>) => React.ReactNode }) {
  const now = useNow(1000);
  return children(countdownToNextSpin(now));
}

function RedeemAtOnce({ onOutcome, run }: { onOutcome: (outcome: RedeemOutcome) => void; run: () => Promise<RedeemOutcome> }) {
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one redeem per visit, on opening.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void run().then(onOutcome);
  }, []);
  return <DfsRedeemResult outcome="redeeming" />;
}

function DailyFreeSpins() {
  useTexts(EN_REWARDS);
  const { t } = useUi();
  const config = useAppSelector(selectConfig);
  const query = useGetDailyFreeSpinsQuery();
  const redeem = useRedeem();
  const short = useShortCountdownLabels();
  const [outcome, setOutcome] = useState<RedeemOutcome | null>(null);
  // Once the visit spins or redeems, it stays on that view: the redeem turns the cached answer into
  // redeemed_today while the wheel still turns.
  const [claiming, setClaiming] = useState<'wheel' | 'redeem-now' | null>(null);
  const validation = query.data;
  const fallbackSpins = casinoTweaks(config?.casino_id ?? 0).freeSpinsAmount;
  const gameHref = playPath('play', validation?.dfs_game_slug || validation?.game_slug || '');
  const links = { cashierHref: config?.pages.cashier ?? '/', gameHref, lobbyHref: '/' };
  const result =
    outcome === null ? null : outcome.outcome === 'success' ? (
      <DfsRedeemResult {...outcome} gameHref={outcome.shortcut ? playPath('play', outcome.shortcut) : gameHref} />
    ) : (
      <DfsRedeemResult {...outcome} />
    );
  let body: React.ReactNode;
  if (!validation) {
    body = query.isError ? (
      <div role="alert" className="lb-dfs__panel">
        <p>{t('rewards.dfs.error')}</p>
        <Button onClick={() => void query.refetch()}>{t('rewards.dfs.retry')}</Button>
      </div>
    ) : (
      <p role="status">{t('rewards.dfs.loading')}</p>
    );
  } else if (claiming === 'redeem-now' && outcome !== null) {
    body = result;
  } else {
    const view = freeSpinsView(validation);
    if ((view.kind === 'wheel' || view.kind === 'redeem-now') && claiming === null) setClaiming(view.kind);
    if (claiming === 'wheel' || view.kind === 'wheel') {
      body = (
        <>
          <DfsWheelFlow validation={validation} fallbackSpins={fallbackSpins} onOutcome={setOutcome} />
          {result}
        </>
      );
    } else if (claiming === 'redeem-now' || view.kind === 'redeem-now') {
      body = <RedeemAtOnce onOutcome={setOutcome} run={() => redeem(validation, spinPayload(validation, [], null, fallbackSpins))} />;
    } else if (view.action === 'request-email') {
      body = <DfsEmailStepView email={validation.email} {...links} />;
    } else if (view.action === 'next-spin') {
      body = (
        <Countdown>
          {(parts) => <DfsReasonPanel reason={view.reason} action={view.action} countdown={{ ...parts, short }} {...links} />}
        </Countdown>
      );
    } else {
      body = <DfsReasonPanel reason={view.reason} action={view.action} {...links} />;
    }
  }
  return (
    <Page title={t('rewards.dfs.title')}>
      <section className="lb-dfs" aria-live="polite" aria-busy={query.isLoading}>
        {body}
      </section>
    </Page>
  );
}

/** `/dashboard/loyalty/dailyfreespins`: the daily free spins, for players, when the casino offers them. */
export const DailyFreeSpinsPage = guardedPage({ name: 'dailyfreespins' }, DailyFreeSpins);
