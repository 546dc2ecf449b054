import { UNREACHABLE_MESSAGE } from '@medibridge/contract';
import { problemOf } from './problem';

describe('problemOf', () => {
  it('gives the server’s sentence and field messages for a 4xx', () => {
    const problem = problemOf(
      {
        status: 422,
        data: { message: 'Check the form.', errors: { pin_code: 'Pin Code is Required', n: 3 } },
      },
      'Could not save.',
    );
    expect(problem).toEqual({
      status: 422,
      message: 'Check the form.',
      fieldErrors: { pin_code: 'Pin Code is Required' },
    });
  });

  it('keeps the fallback for a 5xx, and for a 4xx without a sentence', () => {
    expect(problemOf({ status: 500, data: { message: 'stack trace' } }, 'Try again.').message).toBe(
      'Try again.',
    );
    expect(problemOf({ status: 404, data: { message: '  ' } }, 'Not found.').message).toBe(
      'Not found.',
    );
  });

  it('says the server could not be reached when no answer came', () => {
    expect(problemOf({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Try again.')).toEqual({
      status: 0,
      message: UNREACHABLE_MESSAGE,
      fieldErrors: {},
    });
    expect(problemOf(undefined, 'Try again.').status).toBe(0);
  });
});
