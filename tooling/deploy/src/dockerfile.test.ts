import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverCasinos, REPO_ROOT } from '@lobby/casinos';
import { expect, test } from 'vitest';

// No container engine runs here, so the Dockerfile is checked by reading it: what it names must exist
// and agree with the bootstrap's versions.

const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
const env = readFileSync(join(REPO_ROOT, 'tooling', 'bootstrap', 'env.sh'), 'utf8');

test('the repository files the Dockerfile runs exist', () => {
  const paths = [...dockerfile.matchAll(/\/src\/((?:tooling|apps|packages)\/[\w./-]+\.[a-z]+)/g)].map((match) => match[1] ?? '');
  expect(paths).toContain('tooling/deploy/src/render-nginx.ts');
  for (const path of paths) expect(existsSync(join(REPO_ROOT, path)), path).toBe(true);
});

test('every casino app builds with it: package name, vite and its folder', () => {
  expect(dockerfile).toContain(`--filter "@lobby/app-$\{CASINO}..."`);
  for (const casino of discoverCasinos()) {
    const pkg = JSON.parse(readFileSync(join(casino.dir, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(`@lobby/app-${casino.key}`);
    expect(pkg.devDependencies.vite ?? pkg.dependencies.vite).toBeDefined();
  }
  expect(JSON.parse(readFileSync(join(REPO_ROOT, 'tooling', 'deploy', 'package.json'), 'utf8')).name).toBe('@lobby/deploy');
});

test('it uses the Node major and pnpm version the bootstrap installs', () => {
  expect(dockerfile).toContain(`FROM node:${env.match(/NODE_MAJOR=(\d+)/)?.[1]}-`);
  expect(dockerfile).toContain(`pnpm@${env.match(/PNPM_VERSION=([\d.]+)/)?.[1]}`);
});

test('the build context leaves out installed and built files', () => {
  const ignored = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
  expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.tools']));
});
