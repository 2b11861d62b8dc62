// Plain-text report: aligned tables and ratios, plus the rows the final summary collects.
import { availableParallelism, loadavg } from 'node:os';

/** One line of the final summary: a figure as a ratio to its same-run baseline. */
export interface SummaryRow {
  readonly section: string;
  readonly figure: string;
  readonly value: string;
  readonly baseline: string;
  readonly ratio: string;
  readonly note?: string;
}

/** A failed check: the benchmark still reports what it could, then exits non-zero. */
export class Problems {
  readonly list: string[] = [];
  check(ok: boolean, message: string): boolean {
    if (!ok) this.list.push(message);
    return ok;
  }
}

export function heading(title: string): void {
  console.log(`\n== ${title} ${'='.repeat(Math.max(0, 96 - title.length))}`);
}

export function note(text: string): void {
  console.log(`   ${text}`);
}

/** Prints rows under headers, each column as wide as its widest cell; numbers align right. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.every((r) => /^[<>]?[-+]?[\d.,]+\s?\S*$|^n\/a$|^-$/.test(r[i] ?? '')));
  const cell = (text: string, i: number) => (numeric[i] && i > 0 ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0));
  const line = (cells: readonly string[]) =>
    `   ${cells
      .map((c, i) => cell(c, i))
      .join('  ')
      .trimEnd()}`;
  console.log(line(headers));
  console.log(`   ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value < 1) return `${value.toFixed(3)} ms`;
  if (value < 100) return `${value.toFixed(1)} ms`;
  return `${value.toFixed(0)} ms`;
}

/** `value / baseline` as `1.23x`; n/a when either is missing or the baseline is zero. */
export function ratio(value: number, baseline: number): string {
  if (!Number.isFinite(value) || !Number.isFinite(baseline) || baseline <= 0) return 'n/a';
  const r = value / baseline;
  return `${r >= 100 ? r.toFixed(0) : r >= 10 ? r.toFixed(1) : r.toFixed(2)}x`;
}

/** The 1-minute load average against the cores: other work on a shared machine inflates browser timings. */
export function machineLoad(): string {
  return `load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${availableParallelism()} cores`;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function count(n: number): string {
  return n.toLocaleString('en-US');
}

export function summary(rows: readonly SummaryRow[]): void {
  heading('Summary (ratios against baselines measured in this run)');
  table(
    ['section', 'figure', 'value', 'baseline', 'ratio', 'note'],
    rows.map((r) => [r.section, r.figure, r.value, r.baseline, r.ratio, r.note ?? '']),
  );
}
