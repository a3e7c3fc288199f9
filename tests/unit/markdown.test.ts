import { describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from '@/app/_content/tools';

describe('renderMarkdown', () => {
  it('renders Markdown and GitHub tables', () => {
    expect(renderMarkdown('Hand-rolled **edges**.\n\n| a | b |\n|---|---|\n| 1 | 2 |', 'en-US').html).toContain('<strong>edges</strong>');
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |', 'en-US').html).toContain('<table>');
  });

  it('refuses quotes and lists opened thousands deep on one line, which would exhaust the call stack, and keeps the usual few', () => {
    const message =
      'more than 8 quote or list marks (>, -, *, +, 1.) open this line, one inside the other: nest quotes and lists at most 8 deep';
    for (const marks of ['>'.repeat(20_000), '> '.repeat(9), '- '.repeat(10_000), '1. '.repeat(9)]) {
      expect(renderMarkdown(`Care:\n\n${marks}wash by hand`, 'en-US')).toEqual({
        html: '',
        text: '',
        problems: [{ line: 3, column: 1, message }],
      });
    }
    const nested = renderMarkdown('> - quoted\n>   - list\n\n- - - eight\n\n> > > > - - - - deep', 'en-US');
    expect(nested.problems).toEqual([]);
    expect(nested.html.match(/<blockquote>/g)).toHaveLength(5);
  });

  it('refuses emphasis opened hundreds deep, which would exhaust the call stack, at the line it is on', () => {
    const message =
      'formatting, lists or quotes (*, _, ~, [ ], -, >) open here one inside the other more than 100 deep: remove the extra marks';
    for (const marks of [`${'*'.repeat(240)}silk${'*'.repeat(240)}`, `${'*a '.repeat(240)}silk${' a*'.repeat(240)}`]) {
      const rendered = renderMarkdown(`Care:\n\n${marks}\n\nAfter`, 'en-US');
      expect(rendered).toMatchObject({ html: '', text: '', problems: [{ line: 3, message }] });
    }
    expect(renderMarkdown('***Bold and italic*** and [a **bold _link_**](https://example.com)', 'en-US').problems).toEqual([]);
  });

  it('refuses a text of thousands of formatting marks before reading it, at the first past 500, and reads 500', () => {
    const refused = (count: number) =>
      `this text holds ${count.toLocaleString('en-US')} formatting marks (*, _, ~, [ ]), and a text here holds at most 500; the one past that is here: remove the marks that format nothing`;
    // Each would take the parser seconds to minutes: it pairs every closing mark with those before it.
    const texts = [
      [`${'*'.repeat(4000)}silk${'*'.repeat(4000)}`, 8000, 501],
      [`${'*a '.repeat(3000)}silk${' a*'.repeat(3000)}`, 6000, 1501],
      [`${'![a '.repeat(3000)}${'b](x) '.repeat(3000)}`, 6000, 2002],
      [`${'~~a _b_ '.repeat(1000)}`, 4000, 1001],
    ] as const;
    for (const [marks, count, column] of texts) {
      expect(renderMarkdown(`Care:\n\n${marks}\n\nAfter`, 'en-US')).toEqual({
        html: '',
        text: '',
        problems: [{ line: 3, column, message: refused(count) }],
      });
    }
    const most = renderMarkdown(`${'**Silk** and [a link](https://example.com) '.repeat(83)}_old_`, 'en-US');
    expect(most.problems).toEqual([]);
    expect(most.html.match(/<strong>/g)).toHaveLength(83);
  });

  it('asks for each heading at most one level below the one above it, from the level the page leaves to the text', () => {
    const skipped = (markdown: string, headingsFrom?: number) =>
      renderMarkdown(markdown, 'en-US', { headingsFrom }).problems.map(({ line, message }) => `${line}: ${message.split(':')[0]}`);
    expect(skipped('## Story\n\n##### Loom\n\n##### Dye\n\n## Care\n\n#### Iron')).toEqual([
      '3: start this heading with ### (found #####)',
      '9: start this heading with ### (found ####)',
    ]);
    expect(skipped('#### Edges', 3)).toEqual(['1: start this heading with ### (found ####)']);
    // A heading too large is asked to become the text's first level: its subheading is right as it is.
    expect(skipped('## Edges\n\n#### Rolled', 3)).toEqual(['1: start this heading with ### (found ##)']);
    expect(skipped('## Story\n\n### Loom\n\n#### Warp\n\n## Care\n\n### Iron')).toEqual([]);
  });

  it('asks for what a Chinese keyboard types for Markdown, which would show as it is or break a link', () => {
    const problems = (markdown: string) =>
      renderMarkdown(markdown, 'zh-CN').problems.map(({ line, column, message }) => `${line}:${column} ${message}`);
    expect(problems('更多请见 https://shop.rongjin-silk.com。欢迎选购')).toEqual([
      '1:6 this address runs on into "。欢迎选购", and the link would lead nowhere: leave a space after the address, or write the link as [text](https://shop.rongjin-silk.com)',
    ]);
    expect(problems('也可访问[网店]（https://shop.rongjin-silk.com/）')[0]).toBe(
      '1:8 a link is written [text](https://…) with English ( ): these full-width （ ） show as they are, and the link is lost',
    );
    expect(problems('第一段\n\n###材质与工艺')).toEqual([
      '3:1 put a space after the ### that starts this line: without one it shows as it is, not as a heading (to show a #, write \\#)',
    ]);
    expect(problems('要点：\n-第一点\n-第二点')).toEqual([
      '2:1 put a space after the - that starts this line: without one it is not a list item, and the lines run together',
    ]);
    expect(problems('这是＊＊真丝＊＊。')).toEqual([
      '1:3 ＊ is a full-width sign, which shows as it is: type # and * with the keyboard in English mode',
    ]);
    // Written as meant: an address with Chinese in its path, a list, a number after #, a sum.
    for (const markdown of [
      '见 https://zh.wikipedia.org/wiki/蜀锦 。',
      '- 第一点\n- 第二点',
      '#1 in sales',
      '5 * 3 = 15',
      '[网店](https://shop.rongjin-silk.com/)。',
    ]) {
      expect(problems(markdown), markdown).toEqual([]);
    }
  });

  it('drops <script> and raw HTML elements', () => {
    const html = renderMarkdown(
      'Before\n\n<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\nAfter',
      'en-US',
    ).html;
    expect(html).not.toMatch(/<script|<iframe|alert\(1\)/);
    expect(html).toContain('Before');
    expect(html).toContain('After');
  });

  it('removes event-handler attributes', () => {
    const html = renderMarkdown('<img src="x.jpg" onerror="alert(1)">\n\n![silk](x.jpg)', 'en-US').html;
    expect(html).not.toMatch(/onerror|alert/);
  });

  it('removes javascript: and data: links but keeps https ones', () => {
    const html = renderMarkdown('[a](javascript:alert(1)) [b](data:text/html,<b>x</b>) [c](https://example.com)', 'en-US').html;
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain('href="https://example.com"');
  });

  it('marks links to other sites rel="noopener noreferrer" and leaves the site\'s own links alone', () => {
    const html = renderMarkdown('[shop](https://shop.example.com/) and [care](/en-US/about/)', 'en-US').html;
    expect(html).toContain('<a href="https://shop.example.com/" rel="noopener noreferrer">shop</a>');
    expect(html).toContain('<a href="/en-US/about/">care</a>');
  });

  it("leads a link to one of the site's pages into the sub-folder the site is hosted under", async () => {
    vi.stubEnv('BASE_PATH', '/silk');
    vi.resetModules();
    const { renderMarkdown: renderUnderSilk } = await import('@/app/_content/tools');
    const { html } = renderUnderSilk('[care](/en-US/about/), [shop](https://shop.example.com/) and [note](//cdn.example.com/x)', 'en-US');
    expect(html).toContain('<a href="/silk/en-US/about/">care</a>');
    expect(html).toContain('<a href="https://shop.example.com/" rel="noopener noreferrer">shop</a>');
    expect(html).toContain('href="//cdn.example.com/x"');
    vi.unstubAllEnvs();
  });

  it('keeps mailto: and tel: links', () => {
    const html = renderMarkdown('[write](mailto:hello@example.com) or [call](tel:+862886203366)', 'en-US').html;
    expect(html).toContain('href="mailto:hello@example.com"');
    expect(html).toContain('href="tel:+862886203366"');
  });

  it('removes data: images and links written as raw HTML or Markdown', () => {
    const html = renderMarkdown(
      '![x](data:image/svg+xml;base64,PHN2Zz4=)\n\n[y](data:text/html;base64,PGI+)\n\n<a href="data:text/html,x">z</a>',
      'en-US',
    ).html;
    expect(html).not.toMatch(/(src|href)="data:|<img/);
    expect(html).toContain('x');
  });

  it('prefixes ids so content cannot clobber page globals, and footnote links still find their note', () => {
    const html = renderMarkdown('Note[^location]\n\n[^location]: Footnote.', 'en-US').html;
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    const targets = [...html.matchAll(/ href="#([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^user-content-/);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(ids).toContain(target);
  });

  it('keeps a number on one line with its unit or its ×, and leaves other spaces alone', () => {
    const { html } = renderMarkdown('Hand wash below 30 °C. At 65 × 180 cm, in 14 momme twill; 2 scarves.', 'en-US');
    expect(html).toBe('<p>Hand wash below 30\u00a0°C. At 65\u00a0×\u00a0180\u00a0cm, in 14\u00a0momme twill; 2 scarves.</p>');
  });

  it('gives the plain text of the body for summaries, without footnotes', () => {
    expect(renderMarkdown('Hand-rolled **edges**[^1].\n\n- Silk\n- Twill\n\n[^1]: By hand.', 'en-US').text).toBe(
      'Hand-rolled edges. Silk Twill',
    );
    // Chinese paragraphs and lines join with no space, as Chinese is set.
    expect(renderMarkdown('真丝斜纹，\n手工卷边。\n\n- 真丝\n- Twill 斜纹\n\n名为“闲云野鹤”。 Made in Chengdu.', 'zh-CN').text).toBe(
      '真丝斜纹，手工卷边。真丝 Twill 斜纹名为“闲云野鹤”。Made in Chengdu.',
    );
  });

  it("labels footnotes in the page's language", () => {
    const html = renderMarkdown('注[^1]\n\n[^1]: 脚注文字。', 'zh-CN').html;
    expect(html).toContain('>脚注</h2>');
    expect(html).toContain('aria-label="返回引用 1"');
    expect(html).not.toMatch(/Footnotes|Back to/);
  });
});
