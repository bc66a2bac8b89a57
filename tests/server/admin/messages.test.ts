// Every message the admin API answers is a catalogue key rendered in the request's language: a
// zh-cn request reads Chinese field errors, an en request English ones, both starting with the
// field's key so the form can show them on that input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { adminLogin, adminWithRules } from '../helpers/admin';

const API = '/chis_web/api/admin';

describe('admin API messages in the request language', () => {
  let t: TestApp;
  let token: string;
  let groupId: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', null);
    token = await adminLogin(t);
    ({ groupId } = await adminWithRules(t, token, 'Editors', ['dashboard/index']));
  });
  afterAll(() => t.close());

  const newAdmin = () => ({ username: 'writer_1', nickname: '写手', password: 'Secret-123', groups: [groupId], status: true });
  const cases = [
    { what: 'a unique value taken', method: 'POST', url: `${API}/admin`, payload: () => ({ ...newAdmin(), username: 'admin' }), zh: 'username: 已存在', en: 'username: already exists' },
    { what: 'a required value left blank', method: 'POST', url: `${API}/admin`, payload: () => ({ ...newAdmin(), nickname: '' }), zh: 'nickname: 必填', en: 'nickname: is required' },
    { what: 'a value of the wrong type', method: 'POST', url: `${API}/admin`, payload: () => ({ ...newAdmin(), status: 'yes' }), zh: 'status: 必须是 true 或 false', en: 'status: must be true or false' },
    { what: 'a value over its length', method: 'POST', url: `${API}/admin`, payload: () => ({ ...newAdmin(), nickname: '长'.repeat(51) }), zh: 'nickname: 最多 50 个字符', en: 'nickname: must be at most 50 characters' },
    { what: 'an unknown field', method: 'POST', url: `${API}/admin`, payload: () => ({ ...newAdmin(), shoeSize: 42 }), zh: 'shoeSize: 未知字段', en: 'shoeSize: unknown field' },
    { what: 'a bad list parameter', method: 'GET', url: `${API}/admin?limit=many`, zh: 'limit: 必须是正整数', en: 'limit: must be a positive integer' },
    { what: 'an unknown list parameter', method: 'GET', url: `${API}/admin?colour=red`, zh: 'colour: 未知参数', en: 'colour: unknown parameter' },
    { what: 'a bad sort order', method: 'GET', url: `${API}/admin?order=password,asc`, zh: 'order: “password” 不是可排序字段', en: 'order: "password" is not a sortable field' },
  ] as const;

  it.each(cases)('$what: Chinese to zh-cn, English to en', async ({ method, url, ...rest }) => {
    const payload = 'payload' in rest ? rest.payload() : undefined;
    for (const [language, expected] of [
      ['zh-CN,zh;q=0.9', rest.zh],
      ['en-US,en;q=0.9', rest.en],
    ]) {
      const res = await t.request({ method, url, payload, token, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toBe(expected);
    }
  });
});
