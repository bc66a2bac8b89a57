import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import SvgIcon from '../../../src/engine/widgets/SvgIcon';

// The plain icon draws antd's icon data as SVG markup React accepts: the data's `fill-rule`
// becomes React's `fillRule` (React would warn of an invalid DOM property and rely on its fallback).

afterEach(() => vi.restoreAllMocks());

describe('svg icon', () => {
  it('draws an icon whose data carries fill-rule without a React warning', () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<SvgIcon icon={CloseOutlined} />);
    expect(container.querySelector('svg')?.getAttribute('fill-rule')).toBe('evenodd');
    expect(warnings).not.toHaveBeenCalled();
  });
});
