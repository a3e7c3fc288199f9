import { describe, expect, it } from 'vitest';
import { cssString } from '@/app/_components/line-sheet/printed-page-marks';

/*
 * The printed pages' margins of the line sheet name the house, from content, in a style element:
 * whatever the name holds, it stays one CSS string, and the style element stays closed.
 */
describe("the line sheet's page margins", () => {
  it.each([
    ['a Latin name', 'Rongjin Silk'],
    ['a Chinese name', '蓉锦丝绸'],
    ['a name that tries to end the string, the rule and the element', 'Silk"}</style><script>window.__pwned=1</script>'],
    ['a name with a backslash, a new line and a character beyond the basic plane', 'Silk\\\n𠀀 & Co.'],
  ])('write %s as one CSS string that reads back as the name', (_, name) => {
    const written = cssString(name);
    expect(written).toMatch(/^"[A-Za-z0-9 \\]*"$/);
    // As CSS reads an escape: hexadecimal digits, then the one space that ends it.
    const read = written.slice(1, -1).replace(/\\([0-9a-f]{1,6}) /g, (__, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
    expect(read).toBe(name);
  });
});
