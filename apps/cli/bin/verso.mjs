#!/usr/bin/env node
// Launcher: the CLI is TypeScript run without a build step, so tsx is registered before it loads.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
