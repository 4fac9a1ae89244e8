/**
 * `.env.example` lists every variable the server reads, and each default it shows is the one
 * `loadConfig` applies.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const example = fs.readFileSync('.env.example', 'utf8');
const listed = new Map(
  example
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe('.env.example', () => {
  it('names every variable that env.ts reads', () => {
    const source = fs.readFileSync('src/server/env.ts', 'utf8');
    const read = new Set([...source.matchAll(/^ {4}([A-Z][A-Z_]+): /gm)].map((m) => m[1]!));
    expect(read.size).toBeGreaterThan(15);
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed.keys()].filter((name) => !read.has(name))).toEqual([]);
  });

  it('shows the defaults loadConfig applies', () => {
    const env = Object.fromEntries([...listed].filter(([, value]) => value !== ''));
    expect(loadConfig(env)).toEqual(loadConfig({ NODE_ENV: env.NODE_ENV }));
  });
});
