import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlContent, sanitizeHtml } from './html-content';

afterEach(cleanup);

describe('merchant HTML', () => {
  it('removes scripts and event handlers', () => {
    const clean = sanitizeHtml('<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src="x" onerror="alert(3)">');
    expect(clean).not.toMatch(/script|onclick|onerror/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });

  it('keeps formatting a merchant writes', () => {
    const { container } = render(<HtmlContent html="<ul><li><strong>Valid</strong> 12 months</li></ul>" />);
    expect(container.querySelector('ul li strong')?.textContent).toBe('Valid');
  });

  it('protects the window from links opened in a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('renders nothing for empty HTML', () => {
    const { container } = render(<HtmlContent html="  " />);
    expect(container.innerHTML).toBe('');
  });
});
