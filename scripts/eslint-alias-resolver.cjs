/**
 * Import resolver for eslint-plugin-boundaries (through eslint-module-utils, interface v2):
 * maps the `@/` alias of tsconfig.json and vite.config.ts to `src/`, then resolves like Node
 * with the TypeScript extensions, so the boundaries rule sees where every import lands.
 */
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const SRC = path.resolve(__dirname, '..', 'src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const target = source.startsWith('@/') ? path.join(SRC, source.slice(2)) : source;
  return nodeResolver.resolve(target, file, { extensions: EXTENSIONS });
};
