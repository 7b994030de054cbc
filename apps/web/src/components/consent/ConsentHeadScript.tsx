// The consent script of every page's <head>. A plain inline script, not next/script: the App Router runs
// even `beforeInteractive` scripts from its runtime, after the first paint, and these must run before it.
import { consentHeadScript } from './consent-mode';

export function ConsentHeadScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user input.
  return <script dangerouslySetInnerHTML={{ __html: consentHeadScript() }} />;
}
