import type { Game } from '@lobby/domain';
import type { ReactNode } from 'react';
import { MarketFooter } from './market-footer.tsx';
import { MarketOverlays } from './market-overlays.tsx';
import { MarketTools } from './market-tools.tsx';
import { MarketBar, MarketClock } from './market-top.tsx';
import { PlayGate } from './play-gate.tsx';

export { MarketDeposit } from './market-deposit.tsx';

/** The parts a market shows around the pages, each with what it needs. */
export type MarketPartProps =
  | { readonly name: 'bar' | 'footer' | 'overlays' | 'tools' }
  | { readonly name: 'clock'; readonly placement: 'header' | 'play'; readonly game?: Game }
  | { readonly name: 'gate'; readonly children: ReactNode };

/** What a market shows around the pages, in one chunk (protection-slots.tsx loads it). */
export function MarketPart(props: MarketPartProps) {
  switch (props.name) {
    case 'bar':
      return <MarketBar />;
    case 'clock':
      return <MarketClock placement={props.placement} game={props.game} />;
    case 'footer':
      return <MarketFooter />;
    case 'overlays':
      return <MarketOverlays />;
    case 'gate':
      return <PlayGate>{props.children}</PlayGate>;
    case 'tools':
      return <MarketTools />;
  }
}
