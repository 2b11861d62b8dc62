import type { Language } from '@lobby/domain';
import type { i18n } from 'i18next';
import type { ReactPromise } from 'react';
import { useTranslation } from 'react-i18next';
import { fulfilledPromise, settledPromise, useSettled } from '../settled-promise.ts';
import { loadTexts } from './create-i18n.ts';
import type { Namespace, Resources } from './namespaces.ts';

/** The English texts a lazily loaded part of the app brings in its chunk, by namespace. */
export type PartTexts = { readonly [N in Namespace]?: Resources[N] };

/**
 * What identifies an i18next instance across components: its resource store. react-i18next hands
 * each component its own wrapper (a Proxy) of the instance, so the wrapper is no key for what is
 * done once per instance.
 */
export type InstanceKey = i18n['store'];
export const instanceKey = (instance: i18n): InstanceKey => instance.store;

const added = new WeakMap<InstanceKey, Set<PartTexts>>();

/** Adds `texts` to the English resources of `instance`, once. */
export function addEnglishTexts(instance: i18n, texts: PartTexts): void {
  let done = added.get(instanceKey(instance));
  if (!done) {
    done = new Set();
    added.set(instanceKey(instance), done);
  }
  if (done.has(texts)) return;
  done.add(texts);
  for (const [namespace, bundle] of Object.entries(texts)) instance.addResourceBundle('en', namespace, bundle, true, false);
}

/** A load of texts, marked settled the way React's `use` reads a promise (its `status` convention). */
type TextsLoad = ReactPromise<void>;

const loading = new WeakMap<InstanceKey, Map<string, TextsLoad>>();

/**
 * The load of `language`'s texts of `namespaces`, one per instance, language and namespaces; settled
 * when there is nothing to load. A failure is logged and leaves English.
 */
function textsLoad(instance: i18n, language: Language, namespaces: readonly Namespace[]): TextsLoad {
  let byKey = loading.get(instanceKey(instance));
  if (!byKey) {
    byKey = new Map();
    loading.set(instanceKey(instance), byKey);
  }
  const key = `${language}|${namespaces.join(',')}`;
  let promise = byKey.get(key);
  if (!promise) {
    const missing = language !== 'en' && namespaces.some((namespace) => !instance.hasResourceBundle(language, namespace));
    promise = missing
      ? settledPromise(
          loadTexts(instance, language, namespaces).catch((error: unknown) => {
            instance.services.logger.error(`texts for ${language} could not be loaded`, error);
          }),
        )
      : fulfilledPromise(undefined);
    byKey.set(key, promise);
  }
  return promise;
}

/**
 * The texts of a lazily loaded page or widget: its English comes in its chunk and is added before
 * its first render; in another language, the part waits (suspends) until that language's files of
 * its namespaces have loaded, so it never flashes English first.
 */
export function useTexts(...parts: readonly PartTexts[]): void {
  const { i18n: instance } = useTranslation();
  for (const texts of parts) addEnglishTexts(instance, texts);
  const namespaces = parts.flatMap((texts) => Object.keys(texts) as Namespace[]);
  useSettled(textsLoad(instance, instance.language as Language, namespaces));
}
