import { createHash } from 'node:crypto';
import { html, trusted, type SafeHtml } from '../../lib/html.ts';

/**
 * The code as printed, cut after each dash (as issued, 'K7QM-2XWP-…') or, for a long code without
 * dashes, into fours. A line may break only between these parts, so a phone never splits a group.
 */
export function codeGroups(code: string): string[] {
  const text = code.trim();
  if (/[-\s]/.test(text)) return text.match(/[^-\s]+[-\s]*/g) ?? [text];
  return text.length > 8 ? text.match(/.{1,4}/g)! : [text];
}

/**
 * The one script of the gift card pages: it shows the Copy code button (hidden without script)
 * and copies the code, saying so in a status line (its words on the button's data-copied and
 * data-failed, in the page's language). Allowed by its hash in the page's CSP.
 */
const COPY_SCRIPT = `(function(){var b=document.getElementById('copy-code'),c=document.getElementById('card-code'),s=document.getElementById('copy-status');if(!b||!c||!s)return;b.hidden=false;b.addEventListener('click',function(){var t=c.getAttribute('data-code');var done=function(){s.textContent=b.getAttribute('data-copied')};var fail=function(){s.textContent=b.getAttribute('data-failed')};if(navigator.clipboard&&navigator.clipboard.writeText)navigator.clipboard.writeText(t).then(done,fail);else fail()})})();`;

export const COPY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COPY_SCRIPT).digest('base64')}'`;

export function copyCodeScript(): SafeHtml {
  return html`<script>${trusted(COPY_SCRIPT)}</script>`;
}

/**
 * The labelled code, its groups unbreakable, with the Copy code button and its status line; with
 * a QR code (inline SVG) above it when given, sized for a till's camera.
 */
export function codeBlock(
  code: string,
  label: string,
  qrSvg: string | null = null,
  texts: { qr: string; copy: string; copied: string; failed: string } = {
    qr: `QR code of the ${label.toLowerCase()}`,
    copy: 'Copy code',
    copied: 'Code copied',
    failed: 'Could not copy: select the code and copy it',
  },
): SafeHtml {
  const parts = codeGroups(code).map(
    (group, index) => html`${index > 0 ? trusted('<wbr>') : ''}<span class="code-group">${group}</span>`,
  );
  const qr = qrSvg ? html`<figure class="qr" role="img" aria-label="${texts.qr}">${trusted(qrSvg)}</figure>` : '';
  return html`<p class="label" id="code-label">${label}</p>
${qr}
<div class="code-row">
<p class="code" id="card-code" data-code="${code}" aria-labelledby="code-label">${parts}</p>
<button type="button" class="button secondary copy" id="copy-code" data-copied="${texts.copied}" data-failed="${texts.failed}" hidden>${texts.copy}</button>
</div>
<p class="copy-status" id="copy-status" role="status"></p>`;
}
