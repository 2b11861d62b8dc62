import { type Brand, brandStyleSheet } from '@lobby/ui';

/**
 * Puts the casino's brand over the package tokens, once at start-up: a constructed stylesheet after
 * the document's own (a content security policy does not block it), else a style element; and sets
 * the browser's colour. Without a brand nothing changes.
 */
export function applyBrand(brand: Brand | undefined, doc: Document = document): void {
  if (!brand) return;
  const css = brandStyleSheet(brand);
  if (css) {
    if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && Array.isArray(doc.adoptedStyleSheets)) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    } else {
      const style = doc.createElement('style');
      style.dataset.lobbyBrand = brand.name;
      style.textContent = css;
      doc.head.append(style);
    }
  }
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = brand.themeColor;
}
