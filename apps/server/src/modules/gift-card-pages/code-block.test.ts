import { describe, expect, it } from 'vitest';
import { codeBlock, codeGroups } from './code-block.ts';

describe('codeGroups', () => {
  it('cuts an issued code after each dash, keeping the dash with its group', () => {
    expect(codeGroups('K7QM-2XWP-9HRT-ZC4N')).toEqual(['K7QM-', '2XWP-', '9HRT-', 'ZC4N']);
  });

  it('cuts a long code without dashes into fours, adding no character', () => {
    expect(codeGroups('VHTTYFF2VFY35ABF')).toEqual(['VHTT', 'YFF2', 'VFY3', '5ABF']);
  });

  it('leaves a short carried-over code whole', () => {
    expect(codeGroups('GIFT2024')).toEqual(['GIFT2024']);
  });
});

describe('codeBlock', () => {
  it('lets a line break only between groups, and reads as the code itself', () => {
    const block = codeBlock('K7QM-2XWP', 'Gift card code').value;
    expect(block).toContain('<span class="code-group">K7QM-</span><wbr><span class="code-group">2XWP</span>');
    expect(block).toContain('data-code="K7QM-2XWP"');
  });
});
