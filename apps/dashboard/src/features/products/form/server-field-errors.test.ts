import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

const FIELDS = ['name', 'slug', 'denominations'];

describe('serverFieldErrors', () => {
  it('maps each named problem to the field at its JSON path', () => {
    expect(
      serverFieldErrors(
        'body.slug: slug "spa-day" is already used; body.denominations[1].price: must be greater than 0',
        FIELDS,
      ),
    ).toEqual({
      fields: [
        { path: 'slug', message: 'slug "spa-day" is already used' },
        { path: 'denominations.1.price', message: 'must be greater than 0' },
      ],
      rest: [],
    });
  });

  it('keeps problems that name no known field for the form as a whole', () => {
    expect(serverFieldErrors('Too many requests; body.colour: unknown key', FIELDS)).toEqual({
      fields: [],
      rest: ['Too many requests', 'body.colour: unknown key'],
    });
  });
});
