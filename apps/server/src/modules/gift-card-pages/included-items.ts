/** The part of a jsdom document read here (jsdom ships no types, and the server has no DOM types). */
interface TextNode {
  textContent: string | null;
  remove(): void;
}
interface Jsdom {
  JSDOM: new (html: string) => {
    window: { document: { body: TextNode & { querySelectorAll(selector: string): ArrayLike<TextNode> } } };
  };
}

let jsdom: Promise<Jsdom> | null = null;

const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * What a voucher includes, as plain lines from its product's Details (HTML written by the
 * merchant): the list items when it has a list, else its paragraphs, else its whole text. Plain
 * text, so the page escapes it and the PDF prints it; jsdom is loaded only when a voucher is shown.
 */
export async function includedItems(detailsHtml: string | null): Promise<string[]> {
  if (!detailsHtml?.trim()) return [];
  jsdom ??= import('jsdom' as string) as Promise<Jsdom>;
  const { JSDOM } = await jsdom;
  const { body } = new JSDOM(`<!doctype html><body>${detailsHtml}`).window.document;
  for (const hidden of Array.from(body.querySelectorAll('script, style, template'))) hidden.remove();
  for (const selector of ['li', 'p, h1, h2, h3, h4, h5, h6']) {
    const lines = Array.from(body.querySelectorAll(selector), (node) => clean(node.textContent)).filter(Boolean);
    if (lines.length > 0) return lines;
  }
  const whole = clean(body.textContent);
  return whole ? [whole] : [];
}
