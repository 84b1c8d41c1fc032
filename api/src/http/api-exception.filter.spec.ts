import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ERROR_PAGE, MESSAGES } from '@akiya/contracts';
import { ApiError } from './api-error';
import { toErrorBody } from './api-exception.filter';

describe('toErrorBody', () => {
  it('keeps an ApiError as it is, with extra fields', () => {
    expect(toErrorBody(new ApiError(503, MESSAGES.databaseUnavailable, undefined, { status: 'error' }))).toEqual({
      status: 'error',
      statusCode: 503,
      error: 'Service Unavailable',
      message: MESSAGES.databaseUnavailable,
    });
  });

  it('gives Nest HTTP exceptions a Japanese message', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: MESSAGES.notFound,
    });
    expect(toErrorBody(new BadRequestException()).message).toBe(ERROR_PAGE.descriptions[400]);
    expect(toErrorBody(new PayloadTooLargeException()).statusCode).toBe(413);
  });

  it('uses the statusCode of Fastify errors', () => {
    const error = Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    expect(toErrorBody(error)).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type', message: ERROR_PAGE.descriptions[400] });
  });

  it('answers 503 when the database is unreachable', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(toErrorBody(error)).toMatchObject({ statusCode: 503, message: MESSAGES.databaseUnavailable });
  });

  it('answers 500 with a generic message for anything else, never the internal text', () => {
    const body = toErrorBody(new TypeError('x is undefined'));
    expect(body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: MESSAGES.serverError });
    expect(toErrorBody('a string').statusCode).toBe(500);
  });
});
