// How a game's published figures read, the same in the info panel and on the play screen.

/** An RTP in percent with two decimals: `96.20 %`. */
export function formatRtp(rtp: number): string {
  return `${rtp.toFixed(2)} %`;
}

/** One in N for a probability, N rounded and grouped with narrow spaces (`20 000 000`), whatever the language. */
export function oneIn(probability: number): string {
  const n = 1 / probability;
  return Math.round(n).toLocaleString('en').replace(/,/g, '\u202f');
}
