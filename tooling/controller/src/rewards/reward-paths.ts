/** The cashier's coupon endpoint. */
export const CASHIER_COUPONS_PATH = '/app/shared/controllers/CashierCoupons.php';
/** Where the loyalty texts live: `{LANG}-loyalty.json`. */
export const LOYALTY_JSON_PREFIX = '/app/shared/Dashboard/json/';
/** The page the free spins email links to. */
export const DFS_EMAIL_LINK_PATH = '/site/dfs-confirm';
/** Test controls: a player's free spins state, a click on the emailed link, today's wheel draw. */
export const DFS_CONTROL = /^\/__control\/dfs\/([^/]+)(?:\/(click|draw))?$/;
/** Test control: the clock of the rewards rules. */
export const CLOCK_CONTROL = '/__control/clock';
/** The fifty-free coupon and what it credits, in the casino's currency. */
export const FIFTY_FREE_CODE = 'MY50FREE';
export const FIFTY_FREE_CENTS = 5000;
