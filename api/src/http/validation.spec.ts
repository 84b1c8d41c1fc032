import { MESSAGES } from '@akiya/contracts';
import { IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { ApiError } from './api-error';
import { createValidationPipe, validationErrorsToFields } from './validation';

class AddressDto {
  @IsString({ message: MESSAGES.required })
  zipcode: string;
}

class SampleDto {
  @IsString({ message: MESSAGES.required })
  name: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  count?: number;

  @ValidateNested()
  @Type(() => AddressDto)
  address: AddressDto;
}

async function validate(body: unknown): Promise<ApiError | unknown> {
  try {
    return await createValidationPipe().transform(body, { type: 'body', metatype: SampleDto });
  } catch (error) {
    return error;
  }
}

describe('validation pipe', () => {
  it('maps class-validator errors to one Japanese message per field', async () => {
    const error = await validate({ count: 'x', address: {}, extra: 1 });
    expect(error).toBeInstanceOf(ApiError);
    const body = (error as ApiError).toBody();
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.formError,
      errors: {
        name: [MESSAGES.required],
        // no message declared on the constraint → generic Japanese message, never English
        count: [MESSAGES.invalidValue],
        'address.zipcode': [MESSAGES.required],
        extra: [MESSAGES.unknownParameter],
      },
    });
  });

  it('passes a valid body through as a DTO instance', async () => {
    const dto = await validate({ name: 'a', address: { zipcode: '1000001' } });
    expect(dto).toBeInstanceOf(SampleDto);
  });

  it('leaves primitive params untouched for their own pipes', async () => {
    const value = await createValidationPipe().transform('1e3', { type: 'param', metatype: Number, data: 'id' });
    expect(value).toBe('1e3');
  });

  it('handles an empty error list', () => {
    expect(validationErrorsToFields([])).toEqual({});
  });
});
