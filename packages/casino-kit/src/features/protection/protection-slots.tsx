import { selectMayHaveMarket } from '@lobby/casino-core';
import { DepositLink, type DepositLinkProps } from '@lobby/ui';
import { Suspense } from 'react';
import { DataLayerGate, optionalPart } from '../../shared/data-layer-gate.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import type { Slots } from '../../shared/slots.tsx';
import type { MarketPartProps } from './market-parts.tsx';

const loadParts = () => import('./market-parts.tsx');
// One chunk for everything a market shows around the pages: a casino without a market never asks for it.
const MarketPart = optionalPart('the market parts', async () => (await loadParts()).MarketPart);
const MarketDepositPart = optionalPart('the market parts', async () => (await loadParts()).MarketDeposit);
// The game info shows in every casino, market or not: a chunk of its own, asked for when a player opens it.
const GameInfoPart = optionalPart('the game info', async () => (await import('./game-info-part.tsx')).GameInfoPart);

/** Renders the market's part only in a casino with a market (its code loads then); elsewhere what it wraps, if anything. */
function InMarket(part: MarketPartProps) {
  if (!useAppSelector(selectMayHaveMarket)) return 'children' in part ? part.children : null;
  return (
    <Suspense fallback={null}>
      <DataLayerGate optional="the market parts">
        <MarketPart {...part} />
      </DataLayerGate>
    </Suspense>
  );
}

/** A deposit link: the market's (which a reached limit or the first-deposit question holds back) in a casino with a market, plain until it loads. */
function DepositInMarket(props: DepositLinkProps) {
  const plain = <DepositLink {...props} />;
  if (!useAppSelector(selectMayHaveMarket)) return plain;
  return (
    <Suspense fallback={plain}>
      <DataLayerGate optional="the market parts">
        <MarketDepositPart {...props} />
      </DataLayerGate>
    </Suspense>
  );
}

/** The slots the protection feature fills: each shows nothing (or a plain deposit link) in a casino without a market, but the game info. */
export const PROTECTION_SLOTS = {
  MarketBar: () => <InMarket name="bar" />,
  MarketClock: (props) => <InMarket name="clock" {...props} />,
  MarketFooter: () => <InMarket name="footer" />,
  MarketOverlays: () => <InMarket name="overlays" />,
  GameInfo: (props) => (
    <Suspense fallback={null}>
      <DataLayerGate optional="the game info">
        <GameInfoPart {...props} />
      </DataLayerGate>
    </Suspense>
  ),
  PlayGate: (props) => <InMarket name="gate" {...props} />,
  MarketTools: () => <InMarket name="tools" />,
  MarketDeposit: DepositInMarket,
} as const satisfies Partial<Slots>;
