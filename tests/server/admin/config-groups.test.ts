// Issue 22 item 7: the config screen's `group` choices (schemas/admin/config.json) and the group
// documents (schemas/config/*.json) name the same groups, in tab order, with the same titles in
// both languages — a group added or renamed on one side only fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CrudSchema } from '../../../src/generated/schema-types';
import { configGroups } from '../../../server/modules/admin/config/groups';

const screen = JSON.parse(readFileSync('schemas/admin/config.json', 'utf8')) as CrudSchema;

describe('config groups', () => {
  it("agree with the config screen's group choices: ids, order and both titles", () => {
    const options = screen.fields.find((field) => field.key === 'group')?.options ?? [];
    expect(options.map((option) => ({ id: option.value, title: option.label }))).toEqual(configGroups().map((group) => ({ id: group.id, title: group.title })));
  });

  it("seed no item twice and default the screen's group to the first tab", () => {
    const names = configGroups().flatMap((group) => group.fields.map((field) => field.key));
    expect(new Set(names).size).toBe(names.length);
    expect(screen.fields.find((field) => field.key === 'group')?.default).toBe(configGroups()[0].id);
  });
});
