import { applyDecorators, Get, Header, HttpCode, Post } from '@nestjs/common';

/** A GET whose answer no cache may keep (personal or staff data): `cache-control: no-store`. */
export const NoStoreGet = (path?: string) => applyDecorators(Get(path), Header('cache-control', 'no-store'));

/** A POST that acts on something existing and answers 200 (Nest's default for a POST is 201). */
export const PostOk = (path?: string) => applyDecorators(Post(path), HttpCode(200));
