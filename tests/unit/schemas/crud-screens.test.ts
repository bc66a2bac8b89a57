// The crud files describe tables that really exist: the core tables a migration creates and the
// tables of the subscriber side (app_user, member_group, config) must have exactly these columns,
// so a screen never reads or writes a column the database does not have.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCrudDocuments } from '../../../lib/schema-check/crud-sources';
import { columnOf, expandScreen, hasAction, type CrudScreen } from '../../../src/shared/crud/screen';
import { ROOT } from './helpers';

/** The crud documents among the schema files (admin and member screens). */
function crudFiles(): string[] {
  return ['admin', 'member'].flatMap((folder) =>
    readdirSync(path.join(ROOT, 'schemas', folder))
      .filter((name) => name.endsWith('.json'))
      .filter((name) => (JSON.parse(readFileSync(path.join(ROOT, 'schemas', folder, name), 'utf8')) as { kind?: string }).kind === 'crud'),
  );
}

const screens = new Map(checkCrudDocuments(ROOT, []).screens.map(({ schema }) => [schema.id, expandScreen(schema)]));

function screen(id: string): CrudScreen {
  const found = screens.get(id);
  if (!found) throw new Error(`no crud screen "${id}"`);
  return found;
}

/** `column:type` of every field that has a column (links fields live in their link table). */
const columns = (id: string) => screen(id).fields.filter((f) => f.type !== 'links').map((f) => `${columnOf(f)}:${f.type}`);

describe('crud screens over existing tables', { timeout: 30_000 }, () => {
  it('admin: the columns of the admin migration, groups through admin_group_access, a scrypt password', () => {
    expect(screen('admin').table).toBe('admin');
    expect(columns('admin').sort()).toEqual(
      [
        'id:integer',
        'username:string',
        'nickname:string',
        'avatar:string',
        'email:string',
        'mobile:string',
        'password_hash:string',
        'motto:string',
        'status:boolean',
        'login_failures:integer',
        'locked_until:timestamp',
        'last_login_at:timestamp',
        'last_login_ip:string',
        'created_at:timestamp',
        'updated_at:timestamp',
      ].sort(),
    );
    const fields = new Map(screen('admin').fields.map((f) => [f.key, f]));
    expect(fields.get('password')).toMatchObject({ column: 'password_hash', secret: 'scrypt', form: { widget: 'password' } });
    expect(fields.get('groups')).toMatchObject({
      type: 'links',
      links: { table: 'admin_group_access', self: 'admin_id', other: 'group_id' },
      remote: { screen: 'admin-group', label: 'name' },
    });
  });

  it('admin groups, rules and log: the columns of their migration', () => {
    expect(columns('admin-group').sort()).toEqual(['id:integer', 'pid:integer', 'name:string', 'rules:json', 'status:boolean', 'created_at:timestamp', 'updated_at:timestamp'].sort());
    expect(columns('admin-rule').sort()).toEqual(
      [
        'id:integer',
        'pid:integer',
        'type:string',
        'title:label',
        'name:string',
        'path:string',
        'icon:string',
        'menu_type:string',
        'url:string',
        'keepalive:boolean',
        'remark:string',
        'weigh:integer',
        'status:boolean',
        'created_at:timestamp',
        'updated_at:timestamp',
      ].sort(),
    );
    expect(columns('admin-log').sort()).toEqual(
      ['id:integer', 'admin_id:integer', 'username:string', 'title:label', 'url:string', 'method:string', 'data:text', 'ip:string', 'useragent:string', 'status:integer', 'created_at:timestamp'].sort(),
    );
    expect(screen('admin-log').actions).toEqual(['index', 'info']);
    expect(screen('admin-log').fields.some((f) => f.form)).toBe(false);
    expect(hasAction(screen('admin-rule'), 'sortable')).toBe(true);
  });

  it('members, member groups and config: the columns the subscriber side already has', () => {
    expect(screen('user').table).toBe('app_user');
    expect(columns('user').sort()).toEqual(
      [
        'id:integer',
        'username:string',
        'password_hash:string',
        'nickname:string',
        'email:string',
        'mobile:string',
        'company:string',
        'group_id:integer',
        'areas:json',
        'avatar:string',
        'gender:integer',
        'birthday:date',
        'money:bigint',
        'score:bigint',
        'signature:string',
        'status:string',
        'last_login_at:timestamp',
        'last_login_ip:string',
        'created_at:timestamp',
      ].sort(),
    );
    expect(screen('user-group').table).toBe('member_group');
    // A member group is the plan: codes, data scopes and limits (migration 0011).
    expect(columns('user-group').sort()).toEqual(
      [
        'id:integer',
        'name:string',
        'rules:json',
        'areas:json',
        'channels:json',
        'categories:json',
        'history_months:integer',
        'seats:integer',
        'export_rows_month:integer',
        'saved_markets:integer',
      ].sort(),
    );
    expect(screen('config')).toMatchObject({ table: 'config', primaryKey: 'name' });
    expect(columns('config').sort()).toEqual(['name:string', 'group:string', 'value:text', 'secret:boolean'].sort());
  });

  it('balance and points: member screens over the admin screens’ tables, scoped by owner', () => {
    for (const [member, admin] of [
      ['my-money-log', 'user-money-log'],
      ['my-score-log', 'user-score-log'],
    ]) {
      expect(screen(member)).toMatchObject({ scope: 'member', owner: 'user_id', actions: ['index'], menu: { group: 'account' } });
      expect(screen(member).table).toBe(screen(admin).table);
      // Append-only: rows are written by the member screen's adjust action alone (migration 0012).
      expect(screen(admin).actions).toEqual(['index']);
      expect(screen(admin).fields.filter((f) => !f.readOnly).map((f) => f.key)).toEqual([]);
    }
    const change = screen('user-money-log').fields.find((f) => f.key === 'change');
    expect(change).toMatchObject({ type: 'bigint', list: { render: 'money' } });
    expect(screen('user').actions).toContainEqual(expect.objectContaining({ name: 'adjust', target: 'row' }));
  });

  it('every screen has a menu entry in a group of its scope, and every remote target offers select', () => {
    for (const [id, s] of screens) {
      expect(s.menu?.group, id).toBeDefined();
      for (const field of s.fields) {
        if (field.remote) expect(hasAction(screen(field.remote.screen), 'select'), `${id}.${field.key}`).toBe(true);
      }
    }
    // Every crud file under schemas/ passed the checks: none was left out.
    expect(screens.size).toBe(crudFiles().length);
  });
});
