import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../app/_content/markdown';

describe('renderMarkdown', () => {
  it('renders Markdown and GitHub tables', () => {
    expect(renderMarkdown('Hand-rolled **edges**.\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<strong>edges</strong>');
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<table>');
  });

  it('drops <script> and raw HTML elements', () => {
    const html = renderMarkdown('Before\n\n<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\nAfter');
    expect(html).not.toMatch(/<script|<iframe|alert\(1\)/);
    expect(html).toContain('Before');
    expect(html).toContain('After');
  });

  it('removes event-handler attributes', () => {
    const html = renderMarkdown('<img src="x.jpg" onerror="alert(1)">\n\n![silk](x.jpg)');
    expect(html).not.toMatch(/onerror|alert/);
  });

  it('removes javascript: and data: links but keeps https ones', () => {
    const html = renderMarkdown('[a](javascript:alert(1)) [b](data:text/html,<b>x</b>) [c](https://example.com)');
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain('href="https://example.com"');
  });

  it('prefixes ids from content so they cannot clobber page globals', () => {
    expect(renderMarkdown('Note[^1]\n\n[^1]: Footnote.')).toMatch(/id="user-content-/);
  });
});
