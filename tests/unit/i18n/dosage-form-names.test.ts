import { describe, expect, it } from 'vitest';
import { FORMS } from '../../../server/seed/pools/forms';
import { memberName } from '../../../src/shared/member-names';

// The warehouse names dosage forms in Chinese only (dim_generic.dosage_form / form_group); an
// English page names them from the renderer's table. Every form the data holds must be in it.
describe('dosage forms on an English page', () => {
  const forms = Object.values(FORMS);
  it.each(forms.map((form) => [form.detail]))('names the detailed form %s in English', (detail) => {
    expect(memberName(detail, 'en')).toMatch(/^[A-Za-z][A-Za-z &-]*$/);
  });
  it.each(forms.map((form) => [form.group]))('names the form group %s in English', (group) => {
    expect(memberName(group, 'en')).toMatch(/^[A-Za-z][A-Za-z &-]*$/);
  });
  it('keeps the Chinese names on a Chinese page', () => {
    expect(memberName('软膏剂', 'zh-cn')).toBe('软膏剂');
  });
});
