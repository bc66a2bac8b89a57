// Drawn in place of a form widget that no installed module provides yet (spec §8: 'Please install
// editor'), with a way to the module marketplace where the app has one. The field's value is left as
// it was: saving the form keeps what is stored.
import { Alert } from 'antd';
import type { MessageKey } from '../runtime/messages';
import { engineText } from '../runtime/use-text';
import type { Locale } from '../schema/types';

/** Where the app's module marketplace shows a module, and how to go there. */
export interface ModuleLink {
  href: string;
  open(): void;
}

export interface MissingWidgetProps {
  /** The module that provides the widget (registry/widgets.json `module`), else the widget's own name. */
  module: string;
  locale: Locale;
  link?: ModuleLink;
  testId: string;
}

export function MissingWidget({ module, locale, link, testId }: MissingWidgetProps) {
  const t = (key: MessageKey) => engineText(locale, key, { module });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={testId}
      message={t('crud.installModule')}
      action={
        link && (
          <a
            href={link.href}
            data-testid={`${testId}-marketplace`}
            onClick={(event) => {
              event.preventDefault();
              link.open();
            }}
          >
            {t('crud.openMarketplace')}
          </a>
        )
      }
    />
  );
}
