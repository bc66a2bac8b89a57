// contracts §1 gives each kind its folder under schemas/; a file in the wrong folder (a member
// screen among the admin ones) is a mistake that nothing else would notice. Files outside
// schemas/ (test fixtures, --extra-dir) may live anywhere.
import type { Kind } from '../meta-schemas';
import type { ProblemSink } from '../problems';
import type { ValidFile } from '../validate-shape';

const FOLDERS: Record<string, { kinds: Kind[]; scope?: string }> = {
  basic: { kinds: ['database'] },
  market: { kinds: ['analysis'] },
  filters: { kinds: ['filter-set'] },
  admin: { kinds: ['crud'], scope: 'admin' },
  member: { kinds: ['crud'], scope: 'member' },
  config: { kinds: ['config-group'] },
  registry: { kinds: ['sections', 'column-types', 'widgets', 'market'] },
};

export function checkLayout(files: ValidFile[], sink: ProblemSink): void {
  for (const file of files) {
    const match = /^schemas\/([^/]+)\//.exec(file.file);
    if (!match) continue;
    const folder = FOLDERS[match[1]];
    if (!folder) {
      sink.report(file.file, '', `schemas/${match[1]}/ is not a schema folder (folders: ${Object.keys(FOLDERS).join(', ')})`);
    } else if (!folder.kinds.includes(file.kind)) {
      sink.report(file.file, '/kind', `a file of kind "${file.kind}" does not belong in schemas/${match[1]}/ (it holds: ${folder.kinds.join(', ')})`);
    } else if (folder.scope !== undefined && file.data.scope !== folder.scope) {
      sink.report(file.file, '/scope', `files in schemas/${match[1]}/ have scope "${folder.scope}"`);
    }
  }
}
