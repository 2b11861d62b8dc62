import { JURISDICTIONS, safeUrl } from '@lobby/domain';
import type { CasinoDefinition } from './casino.ts';

const COLOUR = /^#[0-9a-f]{6}$/i;

/** What makes a casino definition unusable, in words an operator understands; empty when valid. */
export function casinoProblems(casino: CasinoDefinition, folder: string): string[] {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]*$/.test(casino.key)) problems.push('key must be lower-case letters, digits and dashes');
  if (casino.key !== folder) problems.push(`key "${casino.key}" must equal its folder name "${folder}"`);
  if (casino.displayName.trim() === '') problems.push('displayName is empty');
  if (casino.variant !== 'fusion' && casino.variant !== 'single-provider') problems.push(`unknown variant "${casino.variant}"`);
  if (!Number.isInteger(casino.casinoId) || casino.casinoId < 1) problems.push('casinoId must be a positive integer');
  if (!casino.basePath.startsWith('/') || !casino.basePath.endsWith('/')) problems.push('basePath must start and end with "/"');
  for (const [name, value] of [
    ['themeColor', casino.themeColor],
    ['brand.accent', casino.brand.accent],
    ['brand.onAccent', casino.brand.onAccent],
  ] as const) {
    if (!COLOUR.test(value)) problems.push(`${name} must be a colour like #1a2b3c`);
  }
  for (const origin of casino.frameOrigins ?? []) {
    if (!isHttpsOrigin(origin)) problems.push(`frameOrigins: "${origin}" must be an https origin like https://games.example (no path)`);
  }
  if (casino.jurisdiction !== undefined && !(JURISDICTIONS as readonly string[]).includes(casino.jurisdiction))
    problems.push(`unknown jurisdiction "${casino.jurisdiction}" (known: ${JURISDICTIONS.join(', ')})`);
  if (casino.licence !== undefined) {
    if (casino.licence.text.trim() === '') problems.push('licence.text is empty');
    if (casino.licence.url !== null && safeUrl(casino.licence.url) === null)
      problems.push("licence.url must be an http(s) URL (the regulator's register entry) or null");
  }
  if (!casino.controller.base.endsWith('/')) problems.push('controller.base must end with "/"');
  if (!/^[A-Z][A-Z0-9_]*$/.test(casino.controller.passphraseVariable))
    problems.push('controller.passphraseVariable must be an environment variable name');
  for (const [name, port] of Object.entries(casino.ports)) {
    if (!Number.isInteger(port) || port < 1024 || port > 50_000) problems.push(`ports.${name} must be between 1024 and 50000`);
  }
  return problems;
}

/** Whether a text is an https origin, as a Content-Security-Policy source names one. */
function isHttpsOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.origin === text;
  } catch {
    return false;
  }
}
