/** Props of {@link ServerHtml}. */
export interface ServerHtmlProps {
  /** HTML the app has already sanitized (DOMPurify in casino-kit); never raw server text. */
  html: string;
  className?: string;
}

/** Sanitized server HTML (promo texts, terms, widgets, tournament content) in a block. */
export function ServerHtml({ html, className }: ServerHtmlProps) {
  const names = className ? `lb-server-html ${className}` : 'lb-server-html';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the app sanitizes every html prop before it gets here.
  return <div className={names} dangerouslySetInnerHTML={{ __html: html }} />;
}
