/**
 * The demo game's browser script, inline and allowed by its CSP hash. It reads its settings from the
 * `game-config` JSON block, posts rounds to the controller and shows the answer. The cashier message
 * goes to the lobby origin the server derived from `returnurl`; without one the button stays disabled.
 */
export const GAME_SCRIPT = `
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('game-config').textContent);
  var labels = config.labels;
  var reelsBox = document.getElementById('reels');
  var reels = reelsBox.querySelectorAll('.reel');
  var balanceOut = document.getElementById('balance');
  var result = document.getElementById('result');
  var buttons = document.querySelectorAll('button[data-op]');
  var money = config.currency
    ? new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency })
    : new Intl.NumberFormat(config.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var funBalance = config.balance;
  var busy = false;

  function format(amount) {
    if (amount === null) return '---';
    return config.currency ? money.format(amount) : money.format(amount) + ' ' + labels.credits;
  }
  function fill(label, amount) { return label.replace('{amount}', format(amount)); }
  function say(text, tone) { result.textContent = text; result.className = 'result' + (tone ? ' ' + tone : ''); }
  function showReels(symbols) {
    for (var i = 0; i < reels.length; i += 1) {
      reels[i].querySelector('use').setAttribute('href', '#sym-' + symbols[i]);
      reels[i].setAttribute('data-symbol', symbols[i]);
    }
    reelsBox.setAttribute('aria-label', labels.reels + ': ' + symbols.map(function (s) { return labels.symbols[s]; }).join(', '));
  }
  function setBusy(on) {
    busy = on;
    reelsBox.classList.toggle('spinning', on);
    for (var i = 0; i < buttons.length; i += 1) buttons[i].disabled = on;
  }
  function describe(op, data) {
    if (op === 'set') return say(fill(labels.balanceSet, data.balance), '');
    if (data.win > 0) return say(fill(labels.won, data.win), 'good');
    if (op === 'lose') return say(fill(labels.lost, data.stake), 'bad');
    say(labels.noWin, '');
  }
  function play(op, amount) {
    if (busy) return;
    setBusy(true);
    // Absent keys, not nulls: the controller reads the body as a form, where null would be the text "null".
    var body = config.token ? { op: op, amount: amount, token: config.token } : { op: op, amount: amount, fun: funBalance };
    fetch(config.playUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (data) {
          if (!response.ok) return say(Object.prototype.hasOwnProperty.call(config.errors, data.error) ? config.errors[data.error] : labels.error, 'bad');
          if (!config.token) funBalance = data.balance;
          if (data.reels) showReels(data.reels);
          balanceOut.textContent = format(data.balance);
          describe(op, data);
        });
      })
      .catch(function () { say(labels.error, 'bad'); })
      .then(function () { setBusy(false); });
  }
  for (var i = 0; i < buttons.length; i += 1) {
    buttons[i].addEventListener('click', function (event) {
      var button = event.currentTarget;
      play(button.getAttribute('data-op'), button.getAttribute('data-amount'));
    });
  }
  var cashier = document.getElementById('cashier');
  if (config.cashierOrigin) {
    cashier.addEventListener('click', function () {
      window.parent.postMessage({ type: 'lobby:open-cashier' }, config.cashierOrigin);
    });
  }
})();
`;
