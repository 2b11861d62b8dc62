import { selectCatalog } from '@lobby/casino-core';
import { displayName, featureNames, type Game } from '@lobby/domain';
import { GameInfoDialog } from '@lobby/ui';
import { useMemo } from 'react';
import { useAppSelector } from '../../shared/hooks.ts';
import { ProtectionUi } from './protection-ui.tsx';
import { useMarket } from './use-market.ts';

/**
 * A game's info in a dialog, in every market: what the catalog carries (RTP, volatility, maximum
 * win, features by name) and, where the market shows it at the play screen (GGL), the top win.
 */
export function GameInfoPart({ game, open, onClose }: { game: Game; open: boolean; onClose: () => void }) {
  const { rules } = useMarket();
  const catalogFeatures = useAppSelector(selectCatalog)?.features;
  const features = useMemo(() => featureNames(game, catalogFeatures ?? []), [game, catalogFeatures]);
  return (
    <ProtectionUi>
      <GameInfoDialog
        open={open}
        gameName={displayName(game)}
        game={game}
        features={features}
        showTopWin={rules.gameInfoAtPlay}
        onClose={onClose}
      />
    </ProtectionUi>
  );
}
