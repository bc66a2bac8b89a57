import type { ComponentType, ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { extendIntl } from './extended-catalog';
import type { Catalog } from './merge';

/** A part loaded on demand draws with the app's messages plus its own, in the interface language. */
export function ExtendedIntl({ catalog, children }: { catalog: Catalog; children: ReactNode }) {
  const base = useIntl();
  return <RawIntlProvider value={extendIntl(base, catalog)}>{children}</RawIntlProvider>;
}

/** A screen inside its catalogue, as one component (a lazily loaded route's or part's default export). */
export function withMessages<Props extends object>(Screen: ComponentType<Props>, catalog: Catalog): ComponentType<Props> {
  return function WithMessages(props: Props) {
    return (
      <ExtendedIntl catalog={catalog}>
        <Screen {...props} />
      </ExtendedIntl>
    );
  };
}
