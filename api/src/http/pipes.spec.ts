import { MESSAGES, validatePropertiesQuery } from '@akiya/contracts';
import { ApiError } from './api-error';
import { ContractQueryPipe, PositiveIntPipe } from './pipes';

describe('ContractQueryPipe', () => {
  const pipe = new ContractQueryPipe(validatePropertiesQuery);

  it('returns the validated value', () => {
    expect(pipe.transform({ page: '2' })).toMatchObject({ page: 2, limit: 10 });
  });

  it('throws 400 with the first message and every field', () => {
    try {
      pipe.transform({ page: 'abc', foo: '1' });
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const body = (error as ApiError).toBody();
      expect(body.statusCode).toBe(400);
      expect(body.message).toBe(Object.values(body.errors!)[0][0]);
      expect(body.errors).toMatchObject({ page: [MESSAGES.invalidPage], foo: [MESSAGES.unknownParameter] });
    }
  });
});

describe('PositiveIntPipe', () => {
  const pipe = new PositiveIntPipe();

  it('accepts digits', () => {
    expect(pipe.transform('42', { data: 'id' })).toBe(42);
  });

  it.each(['0', '-1', 'abc', '1e3', '1.5', '', ' 1', '99999999999999999999'])('rejects %p', (value) => {
    expect(() => pipe.transform(value, { data: 'id' })).toThrow(ApiError);
    try {
      pipe.transform(value, { data: 'id' });
    } catch (error) {
      expect((error as ApiError).toBody()).toMatchObject({ statusCode: 400, message: MESSAGES.invalidId, errors: { id: [MESSAGES.invalidId] } });
    }
  });
});
