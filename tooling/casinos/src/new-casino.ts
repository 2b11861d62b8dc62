#!/usr/bin/env node
// pnpm new-casino [--key KEY] [--name NAME] [--variant fusion|single-provider] [--casino-id N] [--brand #rrggbb] [--jurisdiction MARKET]
// Asks for what the flags leave out (when run in a terminal), writes apps/<key>/ and links it into the workspace.
import { spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { JURISDICTIONS, toJurisdiction } from '@lobby/domain';
import type { CasinoVariant } from './casino.ts';
import { REPO_ROOT } from './discover.ts';
import { type NewCasino, scaffoldCasino } from './scaffold.ts';

const USAGE = `usage: pnpm new-casino [--key KEY] [--name NAME] [--variant fusion|single-provider] [--casino-id N] [--brand #rrggbb] [--jurisdiction ${JURISDICTIONS.join('|')}] [--no-install]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      key: { type: 'string' },
      name: { type: 'string' },
      variant: { type: 'string' },
      'casino-id': { type: 'string' },
      brand: { type: 'string' },
      jurisdiction: { type: 'string' },
      'no-install': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const prompt = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  const ask = async (flag: string, question: string, given: string | undefined, fallback?: string): Promise<string> => {
    if (given !== undefined) return given;
    if (!prompt) {
      if (fallback !== undefined) return fallback;
      throw new Error(`--${flag} is missing (and there is no terminal to ask in)`);
    }
    const answer = (await prompt.question(`${question}${fallback ? ` [${fallback}]` : ''}: `)).trim();
    return answer || fallback || ask(flag, question, undefined, fallback);
  };
  const askJurisdiction = async (given: string | undefined) => {
    const answer = await ask('jurisdiction', `Market (${JURISDICTIONS.join(', ')}; sets the player-protection rules)`, given, 'none');
    const market = toJurisdiction(answer);
    if (!market) throw new Error(`unknown jurisdiction "${answer}"`);
    return market;
  };
  try {
    const key = await ask('key', 'Key (folder under apps/, lower-case and dashes)', values.key);
    const answers: NewCasino = {
      key,
      displayName: await ask('name', 'Display name', values.name),
      variant: (await ask('variant', 'Variant (fusion or single-provider)', values.variant, 'single-provider')) as CasinoVariant,
      casinoId: Number(await ask('casino-id', 'Casino id (as its controller sends it)', values['casino-id'])),
      brand: await ask('brand', 'Brand colour', values.brand, '#f5c451'),
      jurisdiction: await askJurisdiction(values.jurisdiction),
    };
    const dir = scaffoldCasino(answers);
    console.log(`wrote ${dir}`);
    if (!values['no-install']) {
      const install = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      });
      if (install.status !== 0) throw new Error('pnpm install failed: run it yourself to link the new app');
    }
    console.log(`
${answers.displayName} is apps/${key}: its casino.ts holds its names, colours, ports and controller.
  ./lobby start      serves it beside the others (the reference controller plays its casino)
  ./lobby check      builds it and runs the smoke test on it (e2e project "${key}")`);
  } finally {
    prompt?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
