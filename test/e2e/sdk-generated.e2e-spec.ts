import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeDifference, renderSdkFiles } from '../../libs/sdk/tools/render-sdk-files';
import { startTestApp, TestApp } from '../support/test-app';

// The SDK's generated files (libs/sdk/src/generated) are checked in. This regenerates them from
// the document the started service serves and fails, naming the first differences, when the
// checked-in copy is stale: `npm run sdk:generate` rewrites them.

const ROOT = join(__dirname, '../..');

describe('the TypeScript SDK is generated from the served OpenAPI document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('the checked-in generated files are what the served document generates', async () => {
    const served = await t.http.get('/api/docs-json');
    expect(served.status).toBe(200);
    const stale: string[] = [];
    for (const file of await renderSdkFiles(served.body)) {
      const checkedIn = readFileSync(join(ROOT, file.path), 'utf8');
      if (checkedIn !== file.contents) stale.push(describeDifference(file.path, file.contents, checkedIn));
    }
    if (stale.length > 0) throw new Error(stale.join('\n\n'));
  });

  it('a changed document is reported as a diff, with the command that fixes it', async () => {
    const served = (await t.http.get('/api/docs-json')).body;
    served.components.schemas.WalletTransferDto.properties.note = { type: 'string', description: 'A note' };
    const [types] = await renderSdkFiles(served);
    const checkedIn = readFileSync(join(ROOT, types.path), 'utf8');
    expect(types.contents).not.toBe(checkedIn);
    const report = describeDifference(types.path, types.contents, checkedIn);
    expect(report).toContain('libs/sdk/src/generated/openapi.ts is not what the served OpenAPI document generates');
    expect(report).toMatch(/^\+ +note\?: string;$/m);
    expect(report).toContain('Run `npm run sdk:generate`');
  });
});
