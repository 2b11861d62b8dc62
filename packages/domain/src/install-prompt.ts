import type { Environment } from './entities/config.ts';

/** What decides whether the install prompt shows. */
export interface InstallPromptInput {
  readonly environment: Environment;
  /** The browser offered installation (its `beforeinstallprompt`). */
  readonly available: boolean;
  /** The player dismissed the prompt on this device before (the stored flag). */
  readonly dismissed: boolean;
  /** The lobby already runs as the installed app. */
  readonly installed: boolean;
}

/** The install prompt shows where the browser offers installation, never on live, never again once dismissed. */
export function installPromptVisible(input: InstallPromptInput): boolean {
  return input.available && !input.dismissed && !input.installed && input.environment !== 'live';
}
