import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from './http.config';

/**
 * Request ids (docs/operations.md, "Metrics and request ids"): every request gets one — the
 * X-Request-Id a trusted proxy sent (TRUST_PROXY), else a new UUID. It is echoed in the
 * X-Request-Id answer header, written in every log line of the request (the pino `mixin` reads
 * it from an AsyncLocalStorage), handed to the in-process data requests of a server-rendered page
 * (page-renderer.ts adds it as their X-Request-Id) and shown on the 500 page as 「エラーID: …」.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an id taken from a proxy may look like: no spaces or control characters, short. */
const VALID_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

interface RequestStore {
  id: string;
}

const store = new AsyncLocalStorage<RequestStore>();
const ID = Symbol('requestId');
type WithId = { [ID]?: string };

/** The id of the request being handled (undefined outside a request). */
export function currentRequestId(): string | undefined {
  return store.getStore()?.id;
}

/** The id of `request` (set by the onRequest hook). */
export function requestIdOf(request: { raw?: unknown } | undefined): string | undefined {
  return (request?.raw as WithId | undefined)?.[ID];
}

/** The id of a raw request (pino-http's `genReqId`: the id the onRequest hook gave it, else a new one). */
export function rawRequestId(raw: unknown): string {
  return (raw as WithId)[ID] ?? randomUUID();
}

/**
 * Whether the direct peer `address` is a proxy we trust (the same TRUST_PROXY that decides
 * whether X-Forwarded-For is believed): `true` → any; a hop count ≥ 1 → the peer is the first
 * hop; a list of addresses/CIDRs → the peer is in it.
 */
export function peerTrust(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => trustProxy >= 1;
  const list = new BlockList();
  for (const part of trustProxy.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [ip, bits] = part.split('/');
    const type = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
    if (!type) continue;
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    const ip = mapped ? mapped[1] : address;
    const type = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
    return type !== null && list.check(ip, type);
  };
}

/**
 * The id for a raw request: its X-Request-Id when it comes from a trusted proxy, or from this
 * process itself (Fastify's inject: the data requests of a server-rendered page, which carry the
 * page's id; a network client can never make one), else a new UUID.
 */
export function requestIdFor(raw: IncomingMessage, trusted: (address: string | undefined) => boolean): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  const value = typeof given === 'string' ? given.trim() : undefined;
  if (value && VALID_ID.test(value)) {
    const inProcess = !(raw instanceof IncomingMessage);
    if (inProcess || trusted(raw.socket?.remoteAddress)) return value;
  }
  return randomUUID();
}

/**
 * Gives every request its id and runs the rest of its handling inside the id's async context
 * (entered again before the handler, as a body read from the socket may lose it). Register first.
 */
export function registerRequestIds(fastify: FastifyInstance, trustProxy: TrustProxy): void {
  const trusted = peerTrust(trustProxy);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const raw = request.raw as unknown as WithId;
    const id = (raw[ID] ??= requestIdFor(request.raw, trusted));
    reply.header(REQUEST_ID_HEADER, id);
    store.run({ id }, done);
  });
  fastify.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const id = requestIdOf(request);
    if (id && store.getStore()?.id !== id) store.run({ id }, done);
    else done();
  });
}

/**
 * Fastify's `genReqId` (so `request.id`, and the `req.id` of the request log lines, are this id):
 * decides the id once per raw request.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (raw: IncomingMessage) => string {
  const trusted = peerTrust(trustProxy);
  return (raw) => ((raw as unknown as WithId)[ID] ??= requestIdFor(raw, trusted));
}

/** pino `mixin`: the request id in every log line written while a request is handled. */
export function requestIdMixin(): Record<string, string> {
  const id = currentRequestId();
  return id ? { reqId: id } : {};
}
