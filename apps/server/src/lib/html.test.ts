import { describe, expect, it } from 'vitest';
import { html, multiline, safeUrl, trusted } from './html.ts';

describe('html', () => {
  it('escapes interpolated text', () => {
    expect(html`<p>${'<script>alert("x")</script> & \'y\''}</p>`.value).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>',
    );
  });

  it('keeps nested html and joins arrays', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>');
  });

  it('renders nothing for null, undefined and false', () => {
    expect(html`[${null}${undefined}${false}${trusted('<br>')}]`.value).toBe('[<br>]');
  });

  it('keeps line breaks of multiline text', () => {
    expect(multiline('Hi <Sam>\nLove').value).toBe('Hi &lt;Sam&gt;<br>Love');
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['/uploads/a.svg', '/uploads/a.svg'],
    ['javascript:alert(1)', ''],
    ['//evil.example.com/x', ''],
    ['data:text/html,<b>', ''],
  ])('%s becomes %s', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});
