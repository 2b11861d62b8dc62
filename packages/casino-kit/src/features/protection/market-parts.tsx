import { MarketFooter } from './market-footer.tsx';
import { MarketOverlays } from './market-overlays.tsx';
import { MarketBar, MarketClock } from './market-top.tsx';

export { MarketDeposit } from './market-deposit.tsx';

/** The parts a market shows around the pages. */
export type MarketPartName = 'bar' | 'clock' | 'footer' | 'overlays';

/** What a market shows around the pages, in one chunk (protection-slots.tsx loads it). */
export function MarketPart({ name, placement = 'header' }: { name: MarketPartName; placement?: 'header' | 'play' | undefined }) {
  switch (name) {
    case 'bar':
      return <MarketBar />;
    case 'clock':
      return <MarketClock placement={placement} />;
    case 'footer':
      return <MarketFooter />;
    case 'overlays':
      return <MarketOverlays />;
  }
}
