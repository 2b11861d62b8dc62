// What a market shows around the pages, in one chunk (protection-slots.tsx loads it).
export { MarketFooter } from './market-footer.tsx';
export { MarketOverlays } from './market-overlays.tsx';
export { MarketBar, MarketClock } from './market-top.tsx';
