#!/usr/bin/env node
// The `journey` command for analysts and QA: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/run.ts');
