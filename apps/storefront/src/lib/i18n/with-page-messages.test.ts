import { afterEach, describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { createI18n } from './catalogs';
import { startWithShellCatalog, withPageMessages } from './with-page-messages';

// One text of each catalog (lingui.config.ts): the header's, and the product page's button.
const SHELL_TEXT = msg`Skip to content`;
const PAGE_TEXT = msg`Add to cart`;

afterEach(() => startWithShellCatalog(null));

describe('a page chunk loaded with its messages (decision 0200)', () => {
  it('resolves once the page-messages catalog is in the shell-only instance', async () => {
    const i18n = await createI18n('pseudo', 'shell');
    startWithShellCatalog(i18n);
    expect(i18n._(SHELL_TEXT)).not.toBe('Skip to content');
    // Outside production a missing message falls back to its English source.
    expect(i18n._(PAGE_TEXT)).toBe('Add to cart');

    const load = withPageMessages(() => Promise.resolve({ page: 'the chunk' }));
    await expect(load()).resolves.toEqual({ page: 'the chunk' });
    expect(i18n._(PAGE_TEXT)).not.toBe('Add to cart');
  });

  it('loads nothing more where every catalog came with the instance (the page renderer)', async () => {
    const i18n = await createI18n('fr');
    expect(i18n._(PAGE_TEXT)).not.toBe('Add to cart');
    const load = withPageMessages(() => Promise.resolve('module'));
    await expect(load()).resolves.toBe('module');
  });

  it('fails with the chunk when the chunk fails, so React.lazy reports it', async () => {
    startWithShellCatalog(await createI18n('fr', 'shell'));
    const load = withPageMessages(() => Promise.reject(new Error('chunk missing')));
    await expect(load()).rejects.toThrow('chunk missing');
  });
});
