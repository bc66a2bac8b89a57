import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { isValid, type RuleId } from '../../shared/validation';

// antd form rules built on src/shared/validation.ts, the file the server checks with too, so a
// form can never accept what the server will refuse (spec §5). Messages live in layout/messages.ts.

export function requiredRule(intl: IntlShape, messageId = 'layout.rule.required'): FormRule {
  return { required: true, whitespace: true, message: intl.formatMessage({ id: messageId }) };
}

/** A §5 rule; empty values are left to requiredRule so that only one message shows at a time. */
export function sharedRule(intl: IntlShape, rule: RuleId): FormRule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === '' || isValid(rule, value)
        ? Promise.resolve()
        : Promise.reject(new Error(intl.formatMessage({ id: `layout.rule.${rule}` }))),
  };
}
