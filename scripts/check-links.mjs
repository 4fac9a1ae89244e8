/**
 * The docs' link check (`npm run lint`): in every Markdown file at the repository's root and under
 * `docs/`, each relative link `[text](path)` (resolved from the file's folder; `#anchor` and
 * `?query` left out) and each backticked repository path (`src/…/file.ts`,
 * `docs/decisions/0001-stack.md`: a span without spaces that starts with one of the repository's
 * top-level folders or files, e.g. `src/`, `docs/`, `scripts/`, `e2e/`, `.ci/`, `README.md`) must
 * name a file or folder that exists. Spans that are patterns or placeholders (`*`, `<…>`, `{…}`,
 * `…`, `00NN`, `$VAR`) and fenced code blocks are not checked; nor are web addresses.
 * Prints each broken reference as `file:line: target` and exits 1 if there is any, else prints
 * how many were checked and exits 0. No dependency: Node's `fs` and `path` only.
 *
 *   node scripts/check-links.mjs
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Top-level names never checked: generated or local folders (.gitignore). */
const UNTRACKED = new Set([
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.git',
  '.tmp',
]);

/** The repository's top-level folders and files: a backticked span starting with one is a path. */
const topLevel = readdirSync(root).filter((name) => !UNTRACKED.has(name));

/** Markdown files at the root and, recursively, under docs/. */
function markdownFiles() {
  const files = readdirSync(root)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(root, name));
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.md')) files.push(full);
    }
  };
  walk(path.join(root, 'docs'));
  return files;
}

/** A span that is a pattern or a placeholder, not one path. */
const PLACEHOLDER = /[*<>{}…$|]|\bNN\b|00NN|\.\.\.|\bN\b/;

/** Trailing characters that end a sentence or name a line, not part of the path. */
function trimTarget(target) {
  return target.replace(/[.,;:]+$/, '').replace(/:\d+(-\d+)?$/, '');
}

/**
 * The references of one Markdown text: `{ line, target, from }` where `from` is the folder a
 * relative link is resolved against (the file's) or the repository's root (a backticked path).
 */
function referencesOf(text, file) {
  const refs = [];
  let fenced = false;
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of raw.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const clean = decodeURIComponent(target.replace(/[#?].*$/, ''));
      if (!clean) continue;
      const from = clean.startsWith('/') ? root : path.dirname(file);
      refs.push({ line, target: clean.replace(/^\//, ''), from });
    }
    for (const match of raw.matchAll(/`([^`\s]+)`/g)) {
      const span = trimTarget(match[1]);
      const first = span.split('/')[0];
      if (!topLevel.includes(first) || (!span.includes('/') && !span.includes('.'))) continue;
      if (PLACEHOLDER.test(span) || /^[a-z]+:\/\//i.test(span)) continue;
      refs.push({ line, target: span, from: root });
    }
  });
  return refs;
}

const broken = [];
let checked = 0;
for (const file of markdownFiles()) {
  for (const ref of referencesOf(readFileSync(file, 'utf8'), file)) {
    checked += 1;
    if (!existsSync(path.resolve(ref.from, ref.target))) {
      broken.push(`${path.relative(root, file)}:${ref.line}: ${ref.target}`);
    }
  }
}

if (broken.length > 0) {
  console.error(`Broken links or paths (${broken.length}):\n${broken.join('\n')}`);
  process.exit(1);
}
console.log(`check-links: ${checked} links and paths checked, none broken.`);
