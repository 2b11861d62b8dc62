import type { Variant } from './variant.ts';

/** The path of a play or demo route. */
export function playPath(mode: 'play' | 'demo', slug: string, provider?: string | null): string {
  const base = `/${mode}/${encodeURIComponent(slug)}`;
  return provider ? `${base}?by=${encodeURIComponent(provider)}` : base;
}

/** Where a game's links go: its play path and, when this visitor may play for fun, its demo path. */
export interface GameLinks {
  readonly play: string;
  readonly demo: string | null;
}

/**
 * The links of a game card (or any other place offering a game): the provider rides along where
 * play paths name it (fusion); demo only where the variant has demos and the visitor is a player or
 * the casino lets guests play for free.
 */
export function gameLinks(
  game: { readonly shortname: string; readonly provider: string },
  ctx: {
    readonly variant: Pick<Variant, 'playNamesProvider' | 'demoRoute'>;
    readonly isGuest: boolean;
    readonly allowFreeBeforeLogin: boolean;
  },
): GameLinks {
  const provider = ctx.variant.playNamesProvider ? game.provider : null;
  const demo = ctx.variant.demoRoute && (!ctx.isGuest || ctx.allowFreeBeforeLogin);
  return { play: playPath('play', game.shortname, provider), demo: demo ? playPath('demo', game.shortname, provider) : null };
}
