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

/** What decides whether the Add to Home Screen hint shows (where the browser has no install prompt). */
export interface HomeScreenHintInput {
  readonly environment: Environment;
  /** The browser's user agent (`navigator.userAgent`). */
  readonly userAgent: string;
  /** `navigator.maxTouchPoints`: an iPad asks for the desktop site and names itself a Mac. */
  readonly maxTouchPoints: number;
  /** The browser offered installation (its `beforeinstallprompt`): the install prompt shows instead. */
  readonly installAvailable: boolean;
  /** The player dismissed the install prompt or this hint on this device before (one stored flag). */
  readonly dismissed: boolean;
  /** The lobby already runs from the home screen (`navigator.standalone`, display-mode standalone). */
  readonly installed: boolean;
}

/** Browsers on iOS that are not Safari name themselves (Chrome, Firefox, Edge, Opera, in-app views). */
const OTHER_IOS_BROWSER = /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|GSA|DuckDuckGo|Instagram|FBAN|FBAV|Line)\b/;

/** Whether the browser is Safari on an iPhone, iPod or iPad (an iPad in desktop mode included). */
export function isAppleMobileSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  return apple && /\bSafari\//.test(userAgent) && /\bVersion\//.test(userAgent) && !OTHER_IOS_BROWSER.test(userAgent);
}

/**
 * The Add to Home Screen hint (Share, then Add to Home Screen) shows where the install prompt never
 * can: in Safari on iOS and iPadOS, which has no `beforeinstallprompt`. The install prompt's rules
 * hold: never on live, never once dismissed on this device, never when running from the home screen.
 */
export function homeScreenHintVisible(input: HomeScreenHintInput): boolean {
  return (
    !input.installAvailable &&
    isAppleMobileSafari(input.userAgent, input.maxTouchPoints) &&
    installPromptVisible({ environment: input.environment, available: true, dismissed: input.dismissed, installed: input.installed })
  );
}
