/**
 * What the promotions, tournaments, winners and widgets say: `showcase`, what a real casino would
 * write (the default), or `hostile`, the attacks the lobby must render inert, switched on through
 * `/__control/content` by the tests and probes that prove it.
 */
export const SEED_CONTENTS = ['showcase', 'hostile'] as const;
/** One of {@link SEED_CONTENTS}. */
export type SeedContent = (typeof SEED_CONTENTS)[number];

/** Formats an amount in the casino's currency, without cents when it is whole ("$200", "€12.50"). */
export function moneyFormatter(currency: string): (amount: number) => string {
  const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
  return (amount) => (Number.isInteger(amount) ? whole : cents).format(amount);
}
