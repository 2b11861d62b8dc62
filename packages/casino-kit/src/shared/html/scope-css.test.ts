// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scopeCss } from './scope-css.ts';

const S = '[data-promo-scope="p1"]';

describe('scopeCss', () => {
  it.each([
    ['a class rule', '.title{color:#b3005a;font-weight:700}', `${S} .title{color:#b3005a;font-weight:700}`],
    ['a selector list', 'h3, p.lead{margin:0}', `${S} h3,${S} p.lead{margin:0}`],
    ['body means the box', 'body{background:#fff}', `${S}{background:#fff}`],
    ['html body descendant', 'html body .x{color:red}', `${S} .x{color:red}`],
    [':root', ':root{--c:red}', `${S}{--c:red}`],
    ['fixed position dropped, the rest kept', '.o{position:fixed;inset:0;color:red}', `${S} .o{inset:0;color:red}`],
    ['sticky dropped', '.o{position: sticky}', ''],
    ['absolute kept (the box contains it)', '.o{position:absolute}', `${S} .o{position:absolute}`],
    ['@import dropped', '@import url("https://evil.example/x.css");.a{color:red}', `${S} .a{color:red}`],
    ['@font-face dropped', '@font-face{font-family:x;src:url(https://f.example/x.woff)}', ''],
    ['@media kept and scoped', '@media (max-width:600px){.a{color:red}}', `@media (max-width:600px){${S} .a{color:red}}`],
    ['javascript url dropped', '.a{background:url(javascript:alert(1))}', ''],
    ['data url dropped', '.a{background:url("data:image/svg+xml,x")}', ''],
    ['https url kept', '.a{background:url(https://cdn.example/a.png)}', `${S} .a{background:url(https://cdn.example/a.png)}`],
    ['expression dropped', '.a{width:expression(alert(1))}', ''],
    ['-moz-binding dropped', '.a{-moz-binding:url(https://x.example/x.xml)}', ''],
    ['comments removed', '/* hi */.a{color:red}', `${S} .a{color:red}`],
    ['a closing style tag cannot end the element', '.a{content:"</style><script>"}', `${S} .a{content:"/style>script>"}`],
    ['unbalanced braces do not throw', '.a{color:red', `${S} .a{color:red}`],
    ['empty', '', ''],
  ])('%s', (_label, css, expected) => {
    expect(scopeCss(css, 'p1')).toBe(expected);
  });

  it('a quote in the id cannot break out of the selector', () => {
    expect(scopeCss('.a{color:red}', 'x"]{}*{display:none')).toBe('[data-promo-scope="x]{}*{display:none"] .a{color:red}');
  });
});
