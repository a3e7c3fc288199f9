import { describe, expect, it } from 'vitest';
import { inlineOutlinedBoundaries } from '@/scripts/lib/inline-boundaries';

// As React writes a boundary it streamed: fallback in place, content hidden at the end, moved by $RC.
const streamed = [
  '<main><!--$?--><template id="B:0"></template><div role="status">Loading…</div><!--/$--></main><footer>©</footer>',
  '<div hidden id="S:0"><section><h1>Product</h1><div><p>14 pieces</p></div></section></div>',
  '<script>$RB=[];$RC=function(a,b){};$RC("B:0","S:0")</script><script>self.__next_f.push([1,"x"])</script>',
].join('');

describe('inlineOutlinedBoundaries', () => {
  it('puts streamed content back into its boundary, as React writes content that was ready', () => {
    expect(inlineOutlinedBoundaries(streamed, 'page.html')).toBe(
      '<main><!--$--><section><h1>Product</h1><div><p>14 pieces</p></div></section><!--/$--></main><footer>©</footer><script>self.__next_f.push([1,"x"])</script>',
    );
  });

  it('leaves a page without streamed boundaries as it is', () => {
    const page = '<main><!--$--><h1>About</h1><!--/$--></main>';
    expect(inlineOutlinedBoundaries(page, 'about.html')).toBe(page);
  });

  it('stops the build on a streamed boundary it does not recognise, naming the page', () => {
    const unknown = streamed.replace('$RC("B:0","S:0")', '$RS("S:0","P:0")');
    expect(() => inlineOutlinedBoundaries(unknown, 'en-US/product/index.html')).toThrow(
      'en-US/product/index.html: part of the page would stay hidden until JavaScript runs',
    );
  });
});
