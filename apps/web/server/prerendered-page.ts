// Pages Next prerendered when the site was built (its 404 and error pages) carry no nonce: nobody asked
// for them then. Their inline scripts are the framework's own, written before any visitor came, so the
// answer allows exactly those by hash. Any page rendered since has the placeholder and gets the nonce.
import type { OutgoingHttpHeaders } from 'node:http';
import { allowingScriptHashes, scriptHash } from '../src/server/security/content-security-policy';

/** Next marks pages served from its prerendered (build-time or ISR) HTML. */
export function isPrerendered(headers: OutgoingHttpHeaders): boolean {
  return headers['x-nextjs-prerender'] !== undefined;
}

/** The text of every inline `<script>` (no `src`) in a page as React writes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''))
    .map(([, , text]) => text ?? '')
    .filter((text) => text.length > 0);
}

/** The policy for a build-time page: its own inline scripts allowed by hash. */
export function policyForPrerenderedPage(policy: string, html: string): string {
  return allowingScriptHashes(policy, [...new Set(inlineScripts(html).map(scriptHash))]);
}
