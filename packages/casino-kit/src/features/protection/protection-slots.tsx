import { selectJurisdiction } from '@lobby/casino-core';
import { type ComponentType, Suspense } from 'react';
import { DataLayerGate, optionalPart } from '../../shared/data-layer-gate.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import type { Slots } from '../../shared/slots.tsx';

// One chunk for everything a market shows around the pages: a casino without a market never asks for it.
const parts = () => import('./market-parts.ts');
const Bar = optionalPart('the market bar', async () => (await parts()).MarketBar);
const Clock = optionalPart('the session clock', async () => (await parts()).MarketClock);
const Footer = optionalPart('the market footer', async () => (await parts()).MarketFooter);
const Overlays = optionalPart('the market overlays', async () => (await parts()).MarketOverlays);

/** Renders `Part` only in a casino with a market; its code loads then. */
function inMarket<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function InMarket(props: P) {
    const market = useAppSelector(selectJurisdiction);
    if (market === 'none') return null;
    return (
      <Suspense fallback={null}>
        <DataLayerGate optional="the market's parts">
          <Part {...props} />
        </DataLayerGate>
      </Suspense>
    );
  };
}

/** The slots the protection feature fills: each shows nothing in a casino without a market. */
export const PROTECTION_SLOTS = {
  MarketBar: inMarket(Bar),
  MarketClock: inMarket(Clock),
  MarketFooter: inMarket(Footer),
  MarketOverlays: inMarket(Overlays),
} as const satisfies Partial<Slots>;
