// The npm workspaces named by the root package.json (`packages/*`, `apps/*`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './child-process.mjs';

export function workspaceDirs() {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(path.join(repoRoot, parent))) return [];
    return readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(repoRoot, parent, entry.name, 'package.json')),
      )
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}
