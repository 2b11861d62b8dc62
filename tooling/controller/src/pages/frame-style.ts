/** Stylesheet of the framed pages (game, live dealer, expired session); allowed by its CSP hash. */
export const FRAME_STYLE = `
:root{color-scheme:dark;--bg:#14102a;--panel:#221a45;--gold:#f2c94c;--text:#f6f3ff;--muted:#c6bfe6;--accent:#6b3fd4;--danger:#ff8fa3;--ok:#7ee2a8}
*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);
background:radial-gradient(circle at 50% 0,#3b2a7a 0,var(--bg) 70%);padding:16px}
main{max-width:560px;margin:0 auto}
h1{font-size:1.4rem;margin:0 0 4px;text-align:center}
.meta{margin:0 0 12px;text-align:center;color:var(--muted)}
.tag{display:inline-block;padding:2px 10px;border-radius:999px;background:var(--accent);color:#fff;font-weight:700;font-size:.85rem}
.cabinet{background:linear-gradient(#2d2260,#1a1438);border:4px solid var(--gold);border-radius:24px;padding:16px;box-shadow:0 8px 30px rgba(0,0,0,.5)}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:0 0 12px}
.reel{display:flex;align-items:center;justify-content:center;aspect-ratio:1;background:#fffdf5;border-radius:14px;box-shadow:inset 0 -6px 0 rgba(0,0,0,.12)}
.reel svg{width:70%;height:70%}.sprite{position:absolute;width:0;height:0;overflow:hidden}
.balance{display:flex;justify-content:space-between;align-items:baseline;gap:12px;margin:0 0 8px;font-size:1.1rem}
.balance output{font-size:1.5rem;font-weight:800;color:var(--gold)}
.result{min-height:1.5em;margin:0 0 8px;text-align:center;font-weight:700}
.result.bad{color:var(--danger)}.result.good{color:var(--ok)}
button,.button{font:inherit;font-weight:700;border:0;border-radius:12px;padding:10px 16px;cursor:pointer;background:var(--accent);color:#fff;text-decoration:none;display:inline-block}
button:disabled{opacity:.45;cursor:not-allowed}
.spin{display:block;width:100%;font-size:1.3rem;padding:14px;background:linear-gradient(#ffd86b,#e0a21a);color:#2a1a00}
.hint{margin:4px 0 0;color:var(--muted);font-size:.9rem;text-align:center}
fieldset{border:1px solid #4a3d86;border-radius:14px;margin:16px 0 0;padding:8px 12px 12px}
legend{padding:0 6px;color:var(--muted);font-weight:700}
.buttons{display:flex;flex-wrap:wrap;gap:8px}
.buttons button{background:#3b2f73}
.footer{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:12px;margin-top:16px}
a{color:var(--gold)}
:focus-visible{outline:3px solid var(--gold);outline-offset:2px}
.error{background:#3b1620;color:var(--danger);padding:12px 16px;border-radius:12px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:10px 6px;border-bottom:1px solid #4a3d86}
th{color:var(--muted);font-weight:600}
.live{display:inline-block;width:10px;height:10px;border-radius:50%;background:#ff4d6d;margin-right:6px}
@media (prefers-reduced-motion:no-preference){.spinning .reel{animation:spin .18s linear infinite}
@keyframes spin{0%{transform:translateY(-6%)}50%{transform:translateY(6%)}100%{transform:translateY(-6%)}}}
`;
