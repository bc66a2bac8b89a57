// A message id a page's code uses must be in the catalogue that page loads, or the page shows the raw
// id (issue 26: the one-click result page drew `one-click-search.sectionTotal` from a module of the
// search page's folder whose texts it never loads). Checked over the real sources, and shown to
// catch exactly that borrowing on a small tree of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPageMessages } from '../../../scripts/i18n/page-messages';

function writeTree(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const table = (ids: string[]) => `export default { 'zh-cn': {${ids.map((id) => `'${id}': '中'`).join(', ')}}, en: {${ids.map((id) => `'${id}': 'x'`).join(', ')}} };\n`;

describe('every message a page uses is in the catalogue it loads', () => {
  it('holds for every page of the app', async () => {
    expect(await missingPageMessages()).toEqual([]);
  });

  it('names a page that uses a module of another page folder without its texts', async () => {
    const root = mkdtempSync(join(tmpdir(), 'chis-page-messages-'));
    try {
      writeTree(root, {
        'src/api/messages.ts': table(['api.failed']),
        'src/app/layout/messages.ts': table(['layout.title']),
        'src/app/pages/search/messages.ts': table(['search.total']),
        'src/app/pages/search/Counts.tsx': "export const Counts = () => intl.formatMessage({ id: 'search.total' }) + t('layout.title');\n",
        'src/app/pages/search/index.tsx': "import { Counts } from './Counts';\n",
        'src/app/pages/result/messages.ts': table(['result.title', 'result.kind.a']),
        'src/app/pages/result/index.tsx': "import { Counts } from '../search/Counts';\nconst a = 'result.title', b = `result.kind.${k}`, c = `result.gone.${k}`, testId = 'result-page.x';\n",
      });
      expect(await missingPageMessages(root)).toEqual([
        { page: 'result', id: 'result.gone.…', in: 'src/app/pages/result/index.tsx' },
        { page: 'result', id: 'search.total', in: 'src/app/pages/search/Counts.tsx' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
