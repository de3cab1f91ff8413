import { ApiError } from './api-error';
import { fieldErrorsFrom } from './field-errors';

const fields = ['title', 'yardage_by_size'] as const;

describe('fieldErrorsFrom', () => {
  it("takes the first message of each of the form's fields, nested paths included", () => {
    const error = new ApiError('Validation failed', 400, 'Validation failed', {
      fieldErrors: {
        title: ['Title is required', 'second'],
        'yardage_by_size.1.yards': ['Yards must be a number'],
        colour: ['not in this form'],
        _: ['whole body'],
      },
    });
    expect(fieldErrorsFrom(error, fields)).toEqual([
      ['title', 'Title is required'],
      ['yardage_by_size.1.yards', 'Yards must be a number'],
    ]);
  });

  it('reads a plain body too, and finds nothing in a failure without field errors', () => {
    expect(fieldErrorsFrom({ fieldErrors: { title: 'Too long' } }, fields)).toEqual([['title', 'Too long']]);
    expect(fieldErrorsFrom(new ApiError('Boom', 500, 'Boom', { error: 'Boom' }), fields)).toEqual([]);
    expect(fieldErrorsFrom(new Error('offline'), fields)).toEqual([]);
  });
});
