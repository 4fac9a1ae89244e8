/**
 * The client boundaries rule (eslint.config.js, convention 2 of docs/product-rules.md) really
 * refuses a deep import across features: a probe file is written inside the tree, linted with
 * the project's own configuration through the ESLint Node API, and removed in every case.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** Lints `source` as if it were the file `relativePath` and returns the boundaries messages. */
async function boundaryErrors(relativePath: string, source: string): Promise<string[]> {
  const file = path.join(ROOT, relativePath);
  writeFileSync(file, source);
  try {
    const results = await eslint.lintFiles([file]);
    return results
      .flatMap((result) => result.messages)
      .filter((message) => message.ruleId === 'boundaries/dependencies')
      .map((message) => message.message);
  } finally {
    rmSync(file, { force: true });
  }
}

const probe = () => `boundaries-probe-${randomUUID().slice(0, 8)}.ts`;

describe('client boundaries', () => {
  it('refuses a deep import from one feature into another', async () => {
    const errors = await boundaryErrors(
      `src/client/features/people/${probe()}`,
      "import { StatusBadge } from '@/client/features/meetings/components/status-badge';\nexport const probe = StatusBadge;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through its index\.ts/);
  });

  it('refuses a relative deep import across features too', async () => {
    const errors = await boundaryErrors(
      `src/client/features/people/${probe()}`,
      "import { StatusBadge } from '../meetings/components/status-badge';\nexport const probe = StatusBadge;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses a feature import from the shared UI kit', async () => {
    const errors = await boundaryErrors(
      `src/client/components/ui/${probe()}`,
      "import { StatusBadge } from '@/client/features/meetings';\nexport const probe = StatusBadge;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("accepts a feature's index from another feature and from app/", async () => {
    const source =
      "import { StatusBadge } from '@/client/features/meetings';\nexport const probe = StatusBadge;\n";
    expect(await boundaryErrors(`src/client/features/people/${probe()}`, source)).toEqual([]);
    expect(await boundaryErrors(`src/client/app/${probe()}`, source)).toEqual([]);
  });
});
