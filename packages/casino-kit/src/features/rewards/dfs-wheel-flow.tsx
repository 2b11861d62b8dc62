import '@lobby/ui/rewards.css';
import { type DfsValidation, isWinningSlice, landingSlice, pickSlice, spinPayload } from '@lobby/domain';
import { PrizeWheel, type WheelPhase } from '@lobby/ui';
import { useEffect, useRef, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { type RedeemOutcome, useRedeem } from './use-redeem.ts';
import { writeWheelCookie } from './wheel-cookie.ts';

/**
 * The wheel: the terms must be ticked; a spin picks a slice by weight and sends the redeem at once
 * with the specification's payload, but the controller decides: the wheel turns until the answer
 * comes and lands on the slice it drew (`drawn_slice`), else on the one sent (a controller that does
 * not draw). It rests when `wheelSpinMs` is up and tells the outcome `wheelResultDelayMs` after. A
 * second click (or a double click) while it turns does nothing. An empty slice ends with the
 * wheel's own line; only a win (or a failed redeem) goes on to the redeem result.
 */
export function DfsWheelFlow({
  validation,
  fallbackSpins,
  onOutcome,
}: {
  validation: DfsValidation;
  fallbackSpins: number;
  onOutcome: (outcome: RedeemOutcome) => void;
}) {
  const deps = useDeps();
  const options = useLobbyOptions();
  const redeem = useRedeem();
  const [terms, setTerms] = useState(true);
  const [termsError, setTermsError] = useState(false);
  const [phase, setPhase] = useState<WheelPhase>('idle');
  // Where the wheel lands: known once the redeem has answered.
  const [slice, setSlice] = useState<number | null>(null);
  const started = useRef(false);
  const outcome = useRef<Promise<RedeemOutcome> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const slices = validation.slices;

  const spin = () => {
    if (started.current) return;
    if (!terms) {
      setTermsError(true);
      return;
    }
    const requested = pickSlice(slices, deps.random);
    if (requested === null) return;
    started.current = true;
    setPhase('spinning');
    const answer = redeem(validation, spinPayload(validation, slices, requested, fallbackSpins));
    outcome.current = answer;
    void answer.then((result) => {
      const landing = landingSlice(slices, requested, result.outcome === 'success' ? { drawn_slice: result.drawnSlice } : null);
      if (landing === null) return;
      setSlice(landing);
      writeWheelCookie(landing, slices[landing]?.no_of_spins ?? 0, options.wheelCookieDays);
    });
  };

  const settled = () => {
    if (phase !== 'spinning') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const result = await outcome.current;
      if (!result) return;
      const won = isWinningSlice(slice === null ? undefined : slices[slice]);
      setPhase(result.outcome === 'success' ? (won ? 'won' : 'lost') : 'stopped');
      // An empty slice is the whole outcome: the wheel says so, and no "your free spins are ready"
      // card offers a game with no spins on it.
      if (won || result.outcome !== 'success') onOutcome(result);
    }, options.wheelResultDelayMs);
  };

  return (
    <PrizeWheel
      slices={slices}
      phase={phase}
      slice={phase === 'idle' ? undefined : slice}
      spins={slice === null ? 0 : (slices[slice]?.no_of_spins ?? 0)}
      termsChecked={terms}
      termsError={termsError}
      termsHref={validation.terms_page || '/'}
      onTermsChange={(checked) => {
        setTerms(checked);
        if (checked) setTermsError(false);
      }}
      onSpin={spin}
      onSettled={settled}
      spinMs={options.wheelSpinMs}
      sizePx={options.wheelImagePx}
      settleMinMs={options.wheelSettleMinMs}
      turnsPerSecond={options.wheelCruiseTurnsPerSecond}
    />
  );
}
