import { NotificationStack, useUi } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/hooks.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { noticeDismissed } from '@lobby/casino-core';
import { selectCasinoRules } from '@lobby/casino-core';

const TONES = { favorite_add: 'success', favorite_failed: 'error', win: 'success', lose: 'info', lowbalance: 'warning' } as const;

/** The notices of the store, worded in the current language. */
export function NoticesHost() {
  const { t } = useTranslation();
  const { formatMoney } = useUi();
  const dispatch = useAppDispatch();
  const notices = useAppSelector((state) => state.notifications.items);
  const rules = useAppSelector(selectCasinoRules);
  const { lowBalanceThreshold } = useLobbyOptions();
  return (
    <NotificationStack
      notifications={notices.map((notice) => {
        const vars = { ...notice.vars };
        const currency = String(vars.currency ?? 'USD');
        if (typeof vars.amount === 'number') vars.amount = formatMoney(vars.amount, currency);
        // Some casinos word the minimum their own way (casino 85: "5 €").
        vars.minimum = rules?.tweaks.minimumBalanceLabel ?? formatMoney(lowBalanceThreshold, currency);
        return {
          id: String(notice.id),
          tone: TONES[notice.kind],
          title: t(`notice.${notice.kind}.title`),
          message: t(`notice.${notice.kind}.message`, vars),
        };
      })}
      onDismiss={(id) => dispatch(noticeDismissed(Number(id)))}
    />
  );
}
