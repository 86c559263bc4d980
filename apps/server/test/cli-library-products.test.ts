import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { findDefaultAccount } from '../src/accounts/members.repository.ts';
import { storeLibrary } from '../src/publishing/products/product-library.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { palateOn } from './cli-runner.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';

/** A test of one product of the library (by its code) and one outside it. */
const DEFINITION = [
  'name: chocolate',
  'title: Chocolate',
  'products:',
  '  - { id: ours, name: Our chocolate, libraryProduct: CHOC-70 }',
  '  - { id: theirs, name: Their chocolate }',
  'pages:',
  '  - id: rating',
  '    perSample: true',
  '    controls:',
  '      - { kind: scale, id: sweet, label: Sweetness, style: line, min: 0, max: 10 }',
].join('\n');

describeEachDatabase('palate publish and the product library', (engine) => {
  let test: TestDatabase;
  let folder: string;

  beforeEach(async () => {
    test = await createTestDatabase(engine);
    folder = mkdtempSync(join(tmpdir(), 'palate-cli-'));
  });
  afterEach(async () => {
    await test.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const questionnaireCount = async () =>
    (await test.database.db.selectFrom('questionnaire').select('id').execute()).length;

  it('refuses a definition naming a product the library lacks with the API’s code, storing nothing, then publishes it', async () => {
    const file = join(folder, 'chocolate.yaml');
    writeFileSync(file, DEFINITION);
    await palateOn(engine, test, 'create-account', '--code', 'lab', '--name', 'Lab');
    await expect(palateOn(engine, test, 'publish', file, '--name', 'QC')).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `Error ${ErrorCode.libraryProductUnknown}: Product "ours" names "CHOC-70"`,
      ) as unknown,
    });
    expect(await questionnaireCount()).toBe(0);
    // An imported questionnaire published by its id is refused alike.
    const imported = (await palateOn(engine, test, 'import', file)).trim();
    await expect(palateOn(engine, test, 'publish', imported, '--name', 'QC')).rejects.toMatchObject({
      stderr: expect.stringContaining(`Error ${ErrorCode.libraryProductUnknown}:`) as unknown,
    });
    expect(await test.database.db.selectFrom('publication').select('id').execute()).toEqual([]);

    const account = await findDefaultAccount(test.database.db);
    await storeLibrary(
      test.database.db,
      {
        insert: [
          {
            id: newId(),
            account_id: account!.id,
            code: 'CHOC-70',
            name: 'Dark 70',
            brand: '',
            category: '',
            field_values: '{}',
            created_at: 0,
            updated_at: 0,
          },
        ],
        update: [],
      },
      { insert: [], update: [] },
    );
    const published = await palateOn(engine, test, 'publish', imported, '--name', 'QC');
    const [publicationId] = published.split('\n');
    const stored = await test.database.db.selectFrom('publication').select('id').execute();
    expect(stored.map((row) => row.id)).toEqual([publicationId]);
  });
});
