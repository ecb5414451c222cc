import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';

const HOSTILE = `<?xml version="1.0"?>
<!DOCTYPE svg [ <!ENTITY boom "boom"> ]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url("https://evil.example/a.css"); rect { fill: url(https://evil.example/x.svg#g) } .a { fill: url(#grad) }</style>
  <defs><linearGradient id="grad"><stop offset="0" stop-color="red"/></linearGradient></defs>
  <rect width="10" height="10" style="stroke: red; fill: url('http://evil.example/p')" onclick="steal()"/>
  <circle r="2" fill="url(#grad)"/>
  <circle r="1" style="fill: \\75 rl(https://evil.example/escaped)" stroke="\\75 rl(https://evil.example/escaped2)"/>
  <style>.b { fill: image-set("https://evil.example/set.png" 1x) }</style>
  <path d="M0 0h1" filter="url(https://evil.example/f.svg#f)"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" onmouseover="x()">hi</div></foreignObject>
  <a href="javascript:alert(3)"><text>Gifts &amp; more</text></a>
  <a xlink:href="https://evil.example/"><text>away</text></a>
  <image href="http://evil.example/tracker.png" width="1" height="1"/>
  <image xlink:href="//evil.example/tracker.png" width="1" height="1"/>
  <animate attributeName="href" to="javascript:alert(4)"/>
</svg>`;

describe('sanitizeSvg', () => {
  it('drops script, event handlers, foreignObject and every reference out of the image', async () => {
    const clean = (await sanitizeSvg(HOSTILE))!;
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'onmouseover',
      'foreignObject',
      'evil.example',
      'javascript:',
      '@import',
      '<!DOCTYPE',
    ])
      expect(clean).not.toContain(gone);
  });

  it('keeps the drawing: shapes, gradients, internal url(#id) references and text', async () => {
    const clean = (await sanitizeSvg(HOSTILE))!;
    expect(clean).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<linearGradient id="grad">');
    expect(clean).toContain('fill="url(#grad)"');
    expect(clean).toContain('.a { fill: url(#grad) }');
    expect(clean).toContain('stroke: red');
    expect(clean).toContain('Gifts &amp; more');
  });

  it('gives well-formed XML, whatever HTML entities the input used', async () => {
    const clean = (await sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>a&nbsp;b</text><br></svg>'))!;
    expect(clean).toContain('<text>a\u00a0b</text>');
    expect(clean).not.toContain('&nbsp;');
  });

  it('gives null for text that holds no SVG', async () => {
    expect(await sanitizeSvg('<html><body>not an image</body></html>')).toBeNull();
    expect(await sanitizeSvg('')).toBeNull();
  });
});
