import { selectBalance } from '@lobby/casino-core';
import type { FirstDepositRules, LimitPeriod } from '@lobby/domain';
import { FirstDepositPrompt, Modal, useUi } from '@lobby/ui';
import { useCallback, useEffect } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { takeDepositRequest, useDepositRequest } from './deposit-request.ts';
import { useDeclineLimitsMutation, useGetLimitsQuery, useSetLimitMutation } from './protection-api.ts';

/**
 * The first-deposit question (UKGC, KSA, GGL, SGA), asked when a deposit link is followed and the
 * player has not yet answered it: a deposit limit, or a confirmed opt-out. Either answer is the
 * controller's to record; the deposit then goes on to the cashier. Closing it drops the deposit.
 */
export function FirstDepositHost({ rules, periods }: { rules: FirstDepositRules; periods: readonly LimitPeriod[] }) {
  const { t } = useUi();
  const { navigation } = useDeps();
  const currency = useAppSelector(selectBalance)?.currency_code ?? '';
  const waiting = useDepositRequest();
  const limits = useGetLimitsQuery(undefined, { skip: waiting === null });
  const [setLimit, setting] = useSetLimitMutation();
  const [decline, declining] = useDeclineLimitsMutation();
  const goOn = useCallback(() => {
    const href = takeDepositRequest();
    if (href !== null) navigation.cashier(href);
  }, [navigation]);
  const answered = limits.data?.firstDepositAnswered === true;
  // Answered already (in another tab, or before the answer came), or no answer to be had: the deposit goes on.
  useEffect(() => {
    if (waiting !== null && (answered || limits.isError)) goOn();
  }, [waiting, answered, limits.isError, goOn]);
  // Nothing waits once the overlays go (a logout): a later page asks afresh.
  useEffect(() => () => void takeDepositRequest(), []);
  if (waiting === null || !limits.data || answered) return null;
  const failed = setting.isError || declining.isError;
  return (
    <Modal open title={t('protection.first.dialog_title')} onClose={() => void takeDepositRequest()}>
      <FirstDepositPrompt
        form={rules.form}
        currency={currency}
        periods={periods}
        suggestions={rules.suggestions}
        busy={setting.isLoading || declining.isLoading}
        error={failed ? t('protection.limits.failed') : null}
        onSetLimit={(period, amount) => {
          void setLimit({ kind: 'deposit', period, amount })
            .unwrap()
            .then(goOn)
            .catch(() => undefined);
        }}
        onDecline={() => {
          void decline()
            .unwrap()
            .then(goOn)
            .catch(() => undefined);
        }}
      />
    </Modal>
  );
}
