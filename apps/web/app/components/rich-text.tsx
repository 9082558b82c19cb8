/** HTML from the content server. It was sanitised with an allowlist when it was stored. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
