// The browser gets only the message namespaces listed for it: shellNamespaces on every page, plus each
// page's <ClientMessages namespaces={[…]}>. A client component reading a namespace its page does not list
// would show "Namespace.key" instead of text, so this follows each page's imports to the client components
// it renders and checks that every namespace they read is listed.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellNamespaces } from '@/components/shell/shell-namespaces';
import { filesUnder, resolveImport, sourceRoot } from '@/testing/source-files';

const appDir = join(sourceRoot, 'app');

const sources = new Map<string, string>();
function source(file: string): string {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file) as string;
}

/** Static and dynamic imports of code; `import type` brings no code along. */
function importsOf(file: string): string[] {
  const specifiers = [
    ...source(file).matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms),
    ...source(file).matchAll(/import\('([^']+)'\)/g),
  ].flatMap((match) => match[1] ?? []);
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

const isClientEntry = (file: string) => /^'use client';/m.test(source(file));

/** The namespaces a module reads with useTranslations('Ns') or useTranslations('Ns.part'). */
function namespacesReadBy(file: string): string[] {
  return [...source(file).matchAll(/useTranslations\('([\w.]+)'\)/g)].flatMap((match) => match[1] ?? []);
}

// The provider that hands the page's namespaces on reads the layout's messages to add to them.
const messagesProvider = join(sourceRoot, 'i18n', 'AddedMessagesProvider.tsx');

/** Reads that no list can cover: every message, or a namespace known only at run time. */
function unlistableReadsIn(file: string): string[] {
  if (file === messagesProvider) return [];
  return [...source(file).matchAll(/useMessages\(\)|useTranslations\((?!'[\w.]+'\))[^)]*\)/g)].map(
    (match) => match[0],
  );
}

interface ClientReads {
  namespaces: Map<string, string>; // namespace → the first client module that reads it
  unlistable: string[];
}

/** What the client modules that `entry` renders read: a module is client code below a 'use client' file. */
function clientReadsFrom(entry: string): ClientReads {
  const reads: ClientReads = { namespaces: new Map(), unlistable: [] };
  const visited = new Set<string>();
  const pending: Array<[string, boolean]> = [[entry, false]];
  while (pending.length > 0) {
    const [file, belowClient] = pending.pop() as [string, boolean];
    const onClient = belowClient || isClientEntry(file);
    const key = `${file}|${onClient}`;
    if (visited.has(key)) continue;
    visited.add(key);
    if (onClient) {
      const name = relative(sourceRoot, file);
      for (const namespace of namespacesReadBy(file)) {
        if (!reads.namespaces.has(namespace)) reads.namespaces.set(namespace, name);
      }
      reads.unlistable.push(...unlistableReadsIn(file).map((read) => `${name}: ${read}`));
    }
    for (const imported of importsOf(file)) pending.push([imported, onClient]);
  }
  return reads;
}

/** The literal lists of every <ClientMessages namespaces={[…]}> in the server modules `entry` renders. */
function namespacesListedFrom(entry: string): { listed: string[]; unreadable: string[] } {
  const listed: string[] = [];
  const unreadable: string[] = [];
  const visited = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (visited.has(file) || isClientEntry(file)) continue;
    visited.add(file);
    for (const [usage, value] of source(file).matchAll(/<ClientMessages\s+namespaces=\{([^}]*)\}/g)) {
      const list = value?.match(/^\[([^\]]*)\]$/)?.[1];
      if (list === undefined) unreadable.push(`${relative(sourceRoot, file)}: ${usage}`);
      else listed.push(...[...list.matchAll(/'([\w.]+)'/g)].flatMap((match) => match[1] ?? []));
    }
    pending.push(...importsOf(file));
  }
  return { listed, unreadable };
}

/** "Home.drop" is covered by "Home.drop" or "Home", not by "Home.hero". */
function isCovered(namespace: string, listed: readonly string[]): boolean {
  return listed.some((entry) => namespace === entry || namespace.startsWith(`${entry}.`));
}

function missingNamespaces(reads: ClientReads, listed: readonly string[]): string[] {
  return [...reads.namespaces]
    .filter(([namespace]) => !isCovered(namespace, listed))
    .map(([namespace, reader]) => `${namespace} (read by ${reader})`);
}

const routeFiles = filesUnder(appDir).filter((file) => /[/\\](page|layout)\.tsx$/.test(file));

describe('the messages sent to the browser', () => {
  it('finds the pages and their client components', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    const translatePage = routeFiles.find((file) => file.endsWith(join('translate', 'page.tsx')));
    expect([...clientReadsFrom(translatePage as string).namespaces.keys()]).toContain('TranslateDocuments');
  });

  for (const file of routeFiles) {
    const route = relative(appDir, file);
    it(`${route}: every namespace its client components read is sent to the browser`, () => {
      const reads = clientReadsFrom(file);
      const { listed, unreadable } = namespacesListedFrom(file);
      expect(reads.unlistable, 'reads a namespace that cannot be listed').toEqual([]);
      expect(unreadable, '<ClientMessages> needs a literal array of namespaces').toEqual([]);
      expect(missingNamespaces(reads, [...shellNamespaces, ...listed])).toEqual([]);
    });
  }

  it('the layout sends no namespace that its own client components do not read', () => {
    const layout = routeFiles.find((file) => file.endsWith(join('[locale]', 'layout.tsx'))) as string;
    const read = [...clientReadsFrom(layout).namespaces.keys()];
    expect(shellNamespaces.filter((namespace) => !isCovered(namespace, read))).toEqual([]);
  });
});
