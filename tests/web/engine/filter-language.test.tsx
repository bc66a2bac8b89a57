// Switching the interface language relabels the filter panel in place: formily keeps a field's
// title from when the field was made, so the form must be told the new titles.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterForm, type FilterFormProps } from '../../../src/engine/adapters/formily/FilterForm';
import { compileDatabaseList } from '../../../src/engine/model/compile-database';
import { fixtureSchema } from './fixture-schema';

const model = compileDatabaseList(fixtureSchema);
const props = (locale: FilterFormProps['locale']): FilterFormProps => ({
  model,
  locale,
  values: {},
  labels: { search: 'search', reset: 'reset' },
  onSubmit: () => undefined,
});

describe('filter panel language', () => {
  it('shows the English labels after a switch from Chinese, without a new page', async () => {
    const { rerender } = render(<FilterForm {...props('zh-cn')} />);
    const drugName = () => screen.getByTestId(`${model.id}-filter-drugName`);
    expect(within(drugName()).getByText('药品名称')).toBeTruthy();
    rerender(<FilterForm {...props('en')} />);
    expect(await within(drugName()).findByText('Drug name')).toBeTruthy();
    expect(within(drugName()).queryByText('药品名称')).toBeNull();
  });
});
