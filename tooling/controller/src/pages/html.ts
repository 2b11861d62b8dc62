/** HTML that is already safe to write: produced by {@link html}, never by string concatenation. */
export interface SafeHtml {
  readonly safeHtml: string;
}

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (typeof value === 'object' && 'safeHtml' in value) return String((value as SafeHtml).safeHtml);
  return escapeHtml(String(value));
}

/** Template tag: every interpolated value is escaped unless it is itself SafeHtml (or a list of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return { safeHtml: out };
}
