import { logoutRequested, selectBalance } from '@lobby/casino-core';
import type { LimitKind, LimitPeriod, RealityCheckRules } from '@lobby/domain';
import {
  AccountHistoryList,
  LimitsPanel,
  type LimitChangeResult,
  Page,
  RealityCheckInterval,
  SelfExclusionFlow,
  TakeBreakFlow,
  useUi,
} from '@lobby/ui';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppDispatch, useAppSelector } from '../../shared/hooks.ts';
import { Guarded } from '../../shared/routes/guard.tsx';
import { NotFoundRoute } from '../../shared/routes/not-found-route.tsx';
import {
  useGetAccountHistoryQuery,
  useGetLimitsQuery,
  useGetSessionSummaryQuery,
  useSelfExcludeMutation,
  useSetLimitMutation,
  useSetRealityCheckMutation,
  useTakeBreakMutation,
} from './protection-api.ts';
import { MarketTools } from './market-tools.tsx';
import { ProtectionUi, useFormatDate } from './protection-ui.tsx';
import { BREAK_PATH, EXCLUSION_PATH, HISTORY_PATH, LIMITS_PATH } from './paths.ts';
import { useMarket } from './use-market.ts';

/** A protection page: for a logged-in player, where the market has it (else 404), with the market's texts and the way to its other tools. */
function MarketPage({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <Guarded route={{ name: 'dashboard' }}>
      {shown ? (
        <ProtectionUi>
          <div className="lb-protection-page">
            {children}
            <MarketTools />
          </div>
        </ProtectionUi>
      ) : (
        <NotFoundRoute />
      )}
    </Guarded>
  );
}

/** The reality check's interval among the market's choices; the next check counts by it at once. */
function RealityInterval({ rules }: { rules: RealityCheckRules }) {
  const summary = useGetSessionSummaryQuery();
  const [save, { isLoading }] = useSetRealityCheckMutation();
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const minutes = summary.data?.realityCheckMinutes;
  // A controller without the calls, or one that keeps no interval: nothing to choose here.
  if (minutes === undefined || minutes === null) return null;
  return (
    <RealityCheckInterval
      // A new answer starts the list from the interval in force.
      key={minutes}
      rules={rules}
      minutes={minutes}
      busy={isLoading}
      result={result}
      onSave={(choice) => {
        void save(choice)
          .unwrap()
          .then(
            () => setResult('saved'),
            () => setResult('failed'),
          );
      }}
    />
  );
}

function Limits() {
  const { rules } = useMarket();
  const { t } = useUi();
  const formatDate = useFormatDate();
  const currency = useAppSelector(selectBalance)?.currency_code ?? '';
  const limits = useGetLimitsQuery();
  const [setLimit] = useSetLimitMutation();
  const [saving, setSaving] = useState<{ kind: LimitKind; period: LimitPeriod } | null>(null);
  const [result, setResult] = useState<LimitChangeResult | null>(null);
  if (!rules.limits) return null;
  const onSubmit = (kind: LimitKind, period: LimitPeriod, amount: number | null) => {
    setSaving({ kind, period });
    void setLimit({ kind, period, amount })
      .unwrap()
      .then((answer) => setResult({ kind, period, applies: answer.applies, effectiveAt: answer.effectiveAt }))
      .catch(() => setResult(null))
      .finally(() => setSaving(null));
  };
  return (
    <Page title={t('protection.limits.title')}>
      {limits.data ? (
        <LimitsPanel
          rules={rules.limits}
          limits={limits.data.limits}
          currency={currency}
          form={rules.firstDepositLimit?.form ?? 'standard'}
          formatDate={formatDate}
          saving={saving}
          result={result}
          onSubmit={onSubmit}
        />
      ) : null}
      {rules.realityCheck ? <RealityInterval rules={rules.realityCheck} /> : null}
    </Page>
  );
}

/**
 * `/dashboard/limits`: deposit, loss and session-time limits (a decrease applies at once, an
 * increase after the cool-off) and, where the market has it, the reality check's interval.
 */
export function LimitsPage() {
  const { rules } = useMarket();
  return (
    <MarketPage shown={rules.limits !== null}>
      <Limits />
    </MarketPage>
  );
}

function History() {
  const { t } = useUi();
  const formatDate = useFormatDate();
  const history = useGetAccountHistoryQuery();
  const status = history.isError ? 'error' : history.data ? 'ready' : 'loading';
  return (
    <Page title={t('protection.history.title')}>
      <AccountHistoryList status={status} history={history.data ?? null} formatDate={formatDate} onRetry={() => void history.refetch()} />
    </Page>
  );
}

/** `/dashboard/history`: the account history within the market's depth, with timestamps. */
export function HistoryPage() {
  const { rules } = useMarket();
  return (
    <MarketPage shown={rules.accountHistoryMonths > 0}>
      <History />
    </MarketPage>
  );
}

function TakeBreak() {
  const { rules } = useMarket();
  const { t } = useUi();
  const { now } = useDeps();
  const dispatch = useAppDispatch();
  const formatDate = useFormatDate();
  const [takeBreak, { isLoading, isError }] = useTakeBreakMutation();
  if (!rules.takeBreak) return null;
  return (
    <Page title={t('protection.break.title')}>
      <TakeBreakFlow
        rules={rules.takeBreak}
        scheme={rules.nationalScheme}
        now={now()}
        formatDate={formatDate}
        busy={isLoading}
        error={isError ? t('protection.limits.failed') : null}
        onConfirm={(days) => {
          void takeBreak(days)
            .unwrap()
            .then(() => dispatch(logoutRequested()))
            .catch(() => undefined);
        }}
      />
    </Page>
  );
}

/** `/dashboard/break`: a break of the market's durations; the player is logged out at once. */
export function BreakPage() {
  const { rules } = useMarket();
  return (
    <MarketPage shown={rules.takeBreak !== null}>
      <TakeBreak />
    </MarketPage>
  );
}

function SelfExclusion() {
  const { rules } = useMarket();
  const { t } = useUi();
  const { now } = useDeps();
  const dispatch = useAppDispatch();
  const formatDate = useFormatDate();
  const [selfExclude, { isLoading, isError }] = useSelfExcludeMutation();
  if (!rules.selfExclusion) return null;
  return (
    <Page title={t('protection.exclusion.title')}>
      <SelfExclusionFlow
        rules={rules.selfExclusion}
        scheme={rules.nationalScheme}
        now={now()}
        formatDate={formatDate}
        busy={isLoading}
        error={isError ? t('protection.limits.failed') : null}
        onConfirm={(choice) => {
          void selfExclude(choice)
            .unwrap()
            .then(() => dispatch(logoutRequested()))
            .catch(() => undefined);
        }}
      />
    </Page>
  );
}

/** `/dashboard/self-exclusion`: self-exclusion for the market's periods; the player is logged out at once. */
export function ExclusionPage() {
  const { rules } = useMarket();
  return (
    <MarketPage shown={rules.selfExclusion !== null}>
      <SelfExclusion />
    </MarketPage>
  );
}

const PAGES: Readonly<Record<string, () => ReactNode>> = {
  [LIMITS_PATH]: LimitsPage,
  [HISTORY_PATH]: HistoryPage,
  [BREAK_PATH]: BreakPage,
  [EXCLUSION_PATH]: ExclusionPage,
};

/** `/dashboard/{page}`: the protection page of that name, or 404. */
export function ProtectionPage() {
  const { protectionPage = '' } = useParams();
  const Shown = PAGES[`/dashboard/${protectionPage}`];
  return Shown ? <Shown /> : <NotFoundRoute />;
}
