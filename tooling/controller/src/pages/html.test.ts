import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.ts';

describe('html', () => {
  it('escapes interpolated text and attributes', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
    expect(html`<p title="${'" onclick="x'}">${'<b>'}</p>`.safeHtml).toBe('<p title="&quot; onclick=&quot;x">&lt;b&gt;</p>');
  });

  it('nests safe fragments and lists, and drops null, undefined and false', () => {
    const items = ['<a>', 'b'].map((t) => html`<li>${t}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.safeHtml).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul>0');
  });

  it('does not trust an object that merely looks like a fragment of another shape', () => {
    expect(html`${{ html: '<b>' }}`.safeHtml).toBe('[object Object]');
  });
});
