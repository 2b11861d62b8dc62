import type { CasinoDefinition } from '@lobby/casinos';
import type { Plugin } from 'vite';

/**
 * The build's warning for a casino that lists no game or live-dealer origins: its deployed
 * Content-Security-Policy lets frames only from its own host, so a provider's game would stay
 * blank, with nothing but a console line to say why. Undefined when it lists some.
 */
export function frameOriginsWarning(casino: Pick<CasinoDefinition, 'key' | 'frameOrigins'>): string | undefined {
  if ((casino.frameOrigins ?? []).length > 0) return undefined;
  return [
    `apps/${casino.key}/casino.ts lists no frameOrigins: the deployed Content-Security-Policy (frame-src 'self')`,
    "refuses every game and live-dealer frame from another host, and the browser shows it blank. List the providers'",
    "origins there, e.g. frameOrigins: ['https://games.provider.example'] (docs/deploy.md).",
  ].join('\n');
}

/** Warns, in a production build, when the casino lists no frame origins (see frameOriginsWarning). */
export function frameOriginsCheck(casino: Pick<CasinoDefinition, 'key' | 'frameOrigins'>): Plugin {
  return {
    name: 'lobby-frame-origins',
    apply: 'build',
    configResolved: (config) => {
      const warning = config.isProduction ? frameOriginsWarning(casino) : undefined;
      if (warning) config.logger.warn(`\n${warning}\n`);
    },
  };
}
