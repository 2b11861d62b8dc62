import { selectMayHaveMarket } from '@lobby/casino-core';
import { Suspense } from 'react';
import { DataLayerGate, optionalPart } from '../../shared/data-layer-gate.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import type { Slots } from '../../shared/slots.tsx';
import type { MarketPartName } from './market-parts.tsx';

// One chunk for everything a market shows around the pages: a casino without a market never asks for it.
const MarketPart = optionalPart('the market parts', async () => (await import('./market-parts.tsx')).MarketPart);

/** Renders the market's part `name` only in a casino with a market; its code loads then. */
function InMarket({ name, placement }: { name: MarketPartName; placement?: 'header' | 'play' }) {
  if (!useAppSelector(selectMayHaveMarket)) return null;
  return (
    <Suspense fallback={null}>
      <DataLayerGate optional="the market parts">
        <MarketPart name={name} placement={placement} />
      </DataLayerGate>
    </Suspense>
  );
}

/** The slots the protection feature fills: each shows nothing in a casino without a market. */
export const PROTECTION_SLOTS = {
  MarketBar: () => <InMarket name="bar" />,
  MarketClock: ({ placement }) => <InMarket name="clock" placement={placement} />,
  MarketFooter: () => <InMarket name="footer" />,
  MarketOverlays: () => <InMarket name="overlays" />,
  MarketTools: () => <InMarket name="tools" />,
} as const satisfies Partial<Slots>;
