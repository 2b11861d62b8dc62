import type { JackpotBoost } from '@lobby/domain';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** A card's jackpot: the amount shown now and, while one is active, its boost. */
export interface CardJackpot {
  amount: number;
  currency: string;
  boost?: JackpotBoost | null;
}

/** New / Pre-release flags over the top of the picture. */
export function CardFlags({ isNew, preRelease }: { isNew?: boolean; preRelease?: boolean }) {
  const { t } = useUi();
  if (!isNew && !preRelease) return null;
  return (
    <p className="lb-game-card__flags">
      {isNew ? <span className="lb-badge lb-badge--new">{t('lobby.card.new')}</span> : null}
      {preRelease ? <span className="lb-badge lb-badge--pre">{t('lobby.card.preRelease')}</span> : null}
    </p>
  );
}

function BoostChip({ boost, currency }: { boost: JackpotBoost; currency: string }) {
  const { t, formatMoney } = useUi();
  const shown =
    boost.kind === 'multiplier'
      ? {
          short: t('lobby.card.boostMultiplier', { factor: boost.factor }),
          long: t('lobby.card.boostMultiplierLabel', { factor: boost.factor }),
        }
      : {
          short: t('lobby.card.boostBonus', { amount: formatMoney(boost.bonus, currency) }),
          long: t('lobby.card.boostBonusLabel', { amount: formatMoney(boost.bonus, currency) }),
        };
  return (
    <span className="lb-jackpot-chip__boost">
      <Icon name="flame" size={14} />
      <span aria-hidden="true">{shown.short}</span>
      <span className="lb-visually-hidden">{` ${shown.long}`}</span>
    </span>
  );
}

/** The jackpot amount over the bottom of the picture, with the boost label while one is active. */
export function JackpotChip({ jackpot }: { jackpot: CardJackpot }) {
  const { t, formatMoney } = useUi();
  return (
    <p className="lb-jackpot-chip">
      <span className="lb-jackpot-chip__value">
        <Icon name="coins" size={14} />
        <span className="lb-visually-hidden">{`${t('lobby.card.jackpot')} `}</span>
        <span className="lb-jackpot-chip__amount">{formatMoney(jackpot.amount, jackpot.currency)}</span>
      </span>
      {jackpot.boost ? <BoostChip boost={jackpot.boost} currency={jackpot.currency} /> : null}
    </p>
  );
}
