import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Jurisdiction } from '@lobby/domain';
import type { CasinoDefinition, CasinoVariant } from './casino.ts';
import { discoverCasinos, REPO_ROOT } from './discover.ts';
import { casinoProblems } from './problems.ts';

/** What the generator asks for; everything else follows from it. */
export interface NewCasino {
  readonly key: string;
  readonly displayName: string;
  readonly variant: CasinoVariant;
  readonly casinoId: number;
  /** The brand accent colour, `#rrggbb`. */
  readonly brand: string;
  /** The market it is licensed in; `none` (the default) leaves the field out. */
  readonly jurisdiction?: Jurisdiction;
}

/** The definition a new casino starts with: free ports after the existing apps', a profile of its own. */
export function newCasinoDefinition(answers: NewCasino, existing: readonly CasinoDefinition[]): CasinoDefinition {
  const next = (ports: number[], floor: number) => Math.max(floor, ...ports) + 1;
  const name = answers.displayName.trim();
  return {
    key: answers.key,
    displayName: name,
    shortName: name.replace(/\s+(Casino|Club)\b.*$/i, '') || name,
    description: `${name}: slots, table games and jackpots.`,
    variant: answers.variant,
    casinoId: answers.casinoId,
    basePath: '/',
    themeColor: '#10141f',
    brand: { accent: answers.brand.toLowerCase(), onAccent: '#10141f' },
    ...(answers.jurisdiction && answers.jurisdiction !== 'none' ? { jurisdiction: answers.jurisdiction } : {}),
    icons: { any: 'icon.svg', maskable: 'icon-maskable.svg' },
    controller: {
      profile: answers.key,
      base: '/app/shared/controllers/',
      passphrase: `lobby-${answers.key}-passphrase`,
      passphraseVariable: `LOBBY_${answers.key.toUpperCase().replace(/-/g, '_')}_PASSPHRASE`,
      reference: { basedOn: answers.variant === 'fusion' ? 'fusion' : 'single-provider' },
    },
    ports: {
      dev: next(
        existing.map((casino) => casino.ports.dev),
        5172,
      ),
      controller: next(
        existing.map((casino) => casino.ports.controller),
        8786,
      ),
    },
    e2e: 'own',
  };
}

/** Writes apps/<key>/ for a new casino and returns its folder; refuses an existing folder or a bad answer. */
export function scaffoldCasino(answers: NewCasino, root: string = REPO_ROOT): string {
  const dir = join(root, 'apps', answers.key);
  if (existsSync(dir)) throw new Error(`apps/${answers.key} exists already`);
  const existing = discoverCasinos(root);
  if (existing.some((casino) => casino.casinoId === answers.casinoId)) {
    throw new Error(`casino id ${answers.casinoId} belongs to another app already`);
  }
  if (existing.some((casino) => casino.controller.profile === answers.key))
    throw new Error(`a controller profile is named ${answers.key} already`);
  const casino = newCasinoDefinition(answers, existing);
  const problems = casinoProblems(casino, answers.key);
  if (problems.length > 0) throw new Error(problems.join('; '));
  // The shell files are the same in every app: copy them from the first app, so they stay one version.
  const template = existing.find((app) => app.key === 'fusion') ?? existing[0];
  if (!template) throw new Error('no casino app under apps/ to take the shell files from');
  const files: Record<string, string> = {
    'casino.ts': casinoModule(casino),
    'package.json': `${JSON.stringify({ ...JSON.parse(readFileSync(join(template.dir, 'package.json'), 'utf8')), name: `@lobby/app-${answers.key}` }, null, 2)}\n`,
    'public/icon.svg': icon(casino, 96),
    'public/icon-maskable.svg': icon(casino, 0),
    'src/brand.ts': brandModule(casino),
  };
  for (const file of ['index.html', 'tsconfig.json', 'vite.config.ts', 'src/main.tsx', 'src/profile.ts', 'src/env.d.ts']) {
    files[file] = readFileSync(join(template.dir, file), 'utf8');
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/** A value as TypeScript source in the house style (single quotes, bare keys, trailing commas). */
function source(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value !== 'object' || value === null) return String(value);
  const inner = `${indent}  `;
  const entries = Object.entries(value).map(([key, item]) => `${inner}${key}: ${source(item, inner)},`);
  return `{\n${entries.join('\n')}\n${indent}}`;
}

/**
 * The app's look: the house tokens under the casino's name and browser colour. Colours per theme
 * are the operator's to set here, each checked for contrast in its theme: the brand colour alone
 * (on the icons and the browser bar) says nothing about how it reads as text.
 */
function brandModule(casino: CasinoDefinition): string {
  const title = casino.displayName.replace(/\*\//g, '');
  return `import type { Brand } from '@lobby/casino-kit';
import { casino } from '../casino.ts';

// This casino's look; like the ui package's tokens.css, a file where raw colours belong.

/** ${title}: the house colours for now; add \`light\` and \`dark\` colours, fonts and a logo (see Brand). */
export const brand: Brand = { name: casino.displayName, themeColor: casino.themeColor };
`;
}

function casinoModule(casino: CasinoDefinition): string {
  const title = casino.displayName.replace(/\*\//g, '');
  return `import type { CasinoDefinition } from '@lobby/casinos';

/** ${title} (casino ${casino.casinoId}). Its brand, names and controller are set here; see README "Adding a casino". */
export const casino = ${source(casino)} as const satisfies CasinoDefinition;
`;
}

/** A star on the theme colour in the brand accent; `radius` 0 fills the square for a maskable icon. */
function icon(casino: CasinoDefinition, radius: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><title>${casino.shortName.replace(/[<&>]/g, '')}</title><rect width="512" height="512" rx="${radius}" fill="${casino.themeColor}"/><circle cx="256" cy="256" r="150" fill="none" stroke="${casino.brand.accent}" stroke-width="28"/><path d="M256 150l30 70 76 6-58 50 18 74-66-40-66 40 18-74-58-50 76-6z" fill="${casino.brand.accent}"/></svg>
`;
}
