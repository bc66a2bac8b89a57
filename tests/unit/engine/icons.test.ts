// Every icon the menus name — crud screens, menu groups, the dashboard — is in the curated icon
// vocabulary, so no menu falls back to the neutral icon.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS } from '../../../src/engine/widgets/icons';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { menu?: { icon?: string }; menuGroups?: { icon: string }[] };

describe('icon vocabulary', () => {
  it('holds every icon a back-end menu names', () => {
    const named = new Set<string>(['DashboardOutlined']);
    for (const folder of ['schemas/admin', 'schemas/member']) {
      for (const file of readdirSync(folder)) {
        const icon = read(join(folder, file)).menu?.icon;
        if (icon) named.add(icon);
      }
    }
    for (const group of read('schemas/registry/sections.json').menuGroups ?? []) named.add(group.icon);
    expect([...named].filter((icon) => !ICONS[icon])).toEqual([]);
  });
});
