/// <reference types="vite/client" />
import type { UiMarketNamespace, UiNamespace } from '../ui-text.ts';

type Texts = Readonly<Record<string, string>>;

// English comes with the code that shows it, so only the other languages are separate chunks.
const FILES = import.meta.glob<Texts>(['./*/*.json', '!./en/*.json'], { import: 'default' });

/**
 * One widget namespace's texts in one language other than English (`locales/{language}/{namespace}.json`),
 * as its own chunk: the app loads them on demand.
 */
export async function loadUiTexts(language: string, namespace: UiNamespace | UiMarketNamespace): Promise<Texts> {
  const load = FILES[`./${language}/${namespace}.json`];
  if (!load) throw new Error(`no ${language} texts for ${namespace}`);
  return load();
}
