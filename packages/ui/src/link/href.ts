import { isSameOriginPath } from '@lobby/domain';

/** True for a path inside the app ("/x"), false for absolute and protocol-relative URLs and for `/\\host` or `/\t/host`. */
export function isAppPath(href: string): boolean {
  return isSameOriginPath(href);
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/** The href itself when it is an app path or a web, mail or phone URL; `/` otherwise (e.g. `javascript:`). */
export function safeHref(href: string): string {
  return isAppPath(href) || SAFE_SCHEME.test(href.trim()) ? href : '/';
}
