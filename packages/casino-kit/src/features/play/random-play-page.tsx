import '@lobby/ui/play.css';
import { displayName, gameLinks, nextCarouselIndex, randomPlayPicks } from '@lobby/domain';
import { Page, prefersReducedMotion, RandomPlayPicker, type RandomPlayPick, useUi } from '@lobby/ui';
import { useEffect, useMemo, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_PLAY } from './texts.ts';
import { gameLandscape } from '../../shared/games/thumbnails.ts';
import { selectProviderNames, selectVisibleGames } from '@lobby/casino-core';
import { selectCasinoRules, selectConfig, selectPlayer } from '@lobby/casino-core';

/** Advances `count` pictures every `everyMs` while `running`. */
function useRotation(count: number, running: boolean, everyMs: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setInterval(() => setIndex((current) => nextCarouselIndex(current, count)), everyMs);
    return () => clearInterval(timer);
  }, [running, count, everyMs]);
  return [index, setIndex] as const;
}

/** /random: `randomPlayImages` games drawn from what the visitor may see, shown in turn, each a click from play. */
export function RandomPlayPage() {
  useTexts(EN_PLAY);
  // The page's texts belong to the play widgets' set.
  const { t } = useUi();
  const deps = useDeps();
  const options = useLobbyOptions();
  const games = useAppSelector(selectVisibleGames);
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const player = useAppSelector(selectPlayer);
  const providerNames = useAppSelector(selectProviderNames);
  const [draw, setDraw] = useState(0);
  // Players who asked for less motion get the pictures standing still; Resume starts them.
  const [rotating, setRotating] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `draw` asks for a fresh sample.
  const picked = useMemo(() => randomPlayPicks(games, deps.random, options), [games, deps, draw, options]);
  const [index, setIndex] = useRotation(picked.length, rotating && !held, options.randomPlayRotateMs);

  const picks = useMemo<RandomPlayPick[]>(() => {
    if (!config || !rules) return [];
    const context = { variant: rules.variant, isGuest: player === null, allowFreeBeforeLogin: config.allow_play_for_free_before_login };
    return picked.map((game) => {
      const links = gameLinks(game, context);
      return {
        key: String(game.id),
        name: displayName(game),
        image: gameLandscape(config.assets_domain, game),
        href: links.play,
        demoHref: links.demo ?? undefined,
        provider: rules.variant.providerPages ? providerNames.get(game.provider) : undefined,
      };
    });
  }, [picked, config, rules, player, providerNames]);

  return (
    <Page title={t('play.random.title')} intro={t('play.random.intro')}>
      <RandomPlayPicker
        picks={picks}
        activeIndex={index}
        onSelect={setIndex}
        rotating={rotating}
        onRotatingChange={setRotating}
        onHoldChange={setHeld}
        onShuffle={() => {
          setDraw((value) => value + 1);
          setIndex(0);
        }}
      />
    </Page>
  );
}
