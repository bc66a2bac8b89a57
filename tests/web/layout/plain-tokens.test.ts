import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme, PLAIN_TOKENS } from '../../../src/app/styles/theme';

// The landing draws buttons, the frame and the language menu without antd, in colours written out
// in theme.ts: they must stay antd's for the app's theme, or the landing and the pages drawn with
// antd drift apart when the brand colour changes.
const spacing = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim();

describe('plain tokens', () => {
  it("are antd's tokens for the app's theme", () => {
    const tokens = theme.getDesignToken(appTheme);
    for (const [name, value] of Object.entries(PLAIN_TOKENS)) {
      expect(spacing(value), name).toBe(spacing(String(tokens[name as keyof typeof tokens])));
    }
  });
});
