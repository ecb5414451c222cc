import { describe, expect, it } from 'vitest';
import { keepInputValue } from './keep-input-value';

describe('keepInputValue', () => {
  it('puts the kept value back in place of a refused character', () => {
    const input = document.createElement('input');
    input.value = '4a';
    keepInputValue(input, '4');
    expect(input.value).toBe('4');
  });

  it('leaves a field alone that already shows the kept value, caret and all', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.value = '42';
    input.setSelectionRange(1, 1);
    keepInputValue(input, '42');
    expect(input.selectionStart).toBe(1);
    input.remove();
  });
});
