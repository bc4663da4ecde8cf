import { toFailure } from './connectionResult';

describe('toFailure', () => {
  it('treats an error with a status as a failed connection', () => {
    expect(toFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({ kind: 'failed' });
    expect(toFailure({ status: 500, data: {} })).toEqual({ kind: 'failed' });
  });

  it('reports anything else as an unexpected error with its message', () => {
    expect(toFailure({ name: 'TypeError', message: 'x is undefined' })).toEqual({ kind: 'unexpected', message: 'x is undefined' });
    expect(toFailure(new Error('boom'))).toEqual({ kind: 'unexpected', message: 'boom' });
    expect(toFailure('odd')).toEqual({ kind: 'unexpected', message: 'odd' });
  });
});
