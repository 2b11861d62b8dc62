import { randomItem, tipsFor } from '@lobby/domain';
import { useMemo } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { selectCasinoRules, selectLanguage } from '@lobby/casino-core';

/** The number of the tip the loading game shows (`play.tip.{n}`), drawn once per language; none before the configuration. */
export function usePlayTip(): number | undefined {
  const { random } = useDeps();
  const rules = useAppSelector(selectCasinoRules);
  const language = useAppSelector(selectLanguage);
  const options = useLobbyOptions();
  const variant = rules?.variant ?? null;
  return useMemo(
    () => (variant ? randomItem(tipsFor({ language, variant }, options), random) : undefined),
    [variant, language, random, options],
  );
}
