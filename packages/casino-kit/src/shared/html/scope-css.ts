// A custom promo's CSS may style only its own box: every selector is prefixed with the promo's
// scope, page-level selectors (html, body, :root) mean the box itself, and what could reach past
// the box or load something is dropped: fixed and sticky positions, at-rules other than @media,
// urls other than http(s), legacy script hooks (expression, behavior, -moz-binding).

const MAX_CSS = 50_000;
const DROPPED_DECLARATION = /^(?:behavior|-moz-binding)$/i;
const UNSAFE_VALUE = /expression\s*\(|javascript:|@import/i;
const URL_VALUE = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

function scopeSelector(selector: string, scope: string): string | null {
  const trimmed = selector.trim();
  if (trimmed === '') return null;
  const page = /^(?:html|body|:root)(?=$|[\s>+~.:[#])/i;
  if (page.test(trimmed)) {
    const rest = trimmed.replace(page, '').replace(/^(?:\s+body(?=$|[\s>+~.:[#]))/i, '');
    return `${scope}${rest}`;
  }
  return `${scope} ${trimmed}`;
}

function cleanDeclarations(block: string): string {
  const kept: string[] = [];
  for (const part of block.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim();
    let value = part.slice(colon + 1).trim();
    if (!/^-{0,2}[a-z][a-z0-9-]*$/i.test(name) || DROPPED_DECLARATION.test(name) || UNSAFE_VALUE.test(value)) continue;
    if (/^position$/i.test(name) && /\b(?:fixed|sticky)\b/i.test(value)) continue;
    let unsafeUrl = false;
    value = value.replace(URL_VALUE, (whole, _quote: string, url: string) => {
      if (!/^https?:\/\//i.test(url.trim())) unsafeUrl = true;
      return whole;
    });
    if (unsafeUrl) continue;
    kept.push(`${name}:${value}`);
  }
  return kept.join(';');
}

/** Splits CSS into top-level blocks: `prelude { body }`; a missing brace ends the text. */
function blocks(css: string): { prelude: string; body: string }[] {
  const out: { prelude: string; body: string }[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}') depth -= 1;
      j += 1;
    }
    // Statements without a block (@import ...;) sit in the prelude text and are dropped with it.
    const prelude = css.slice(i, open).split(';').pop() ?? '';
    out.push({ prelude: prelude.trim(), body: css.slice(open + 1, depth === 0 ? j - 1 : j) });
    i = j;
  }
  return out;
}

function scopeBlocks(css: string, scope: string, depth: number): string {
  const rules: string[] = [];
  for (const { prelude, body } of blocks(css)) {
    if (prelude.startsWith('@')) {
      if (depth === 0 && /^@media\b/i.test(prelude)) {
        const inner = scopeBlocks(body, scope, depth + 1);
        if (inner) rules.push(`${prelude}{${inner}}`);
      }
      continue;
    }
    const selectors = prelude
      .split(',')
      .map((s) => scopeSelector(s, scope))
      .filter((s): s is string => s !== null);
    const declarations = cleanDeclarations(body);
    if (selectors.length > 0 && declarations) rules.push(`${selectors.join(',')}{${declarations}}`);
  }
  return rules.join('\n');
}

/** The attribute selector of a custom promo's box. */
export function promoScope(id: string): string {
  return `[data-promo-scope="${id.replace(/["\\]/g, '')}"]`;
}

/** `css` confined to the box `[data-promo-scope="{id}"]`, with anything that could escape it dropped. */
export function scopeCss(css: string, id: string): string {
  const text = stripComments(css.slice(0, MAX_CSS)).replace(/</g, '');
  return scopeBlocks(text, promoScope(id), 0);
}
