import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { bearerMatches } from './metrics';
import { peerTrust, requestIdFor } from './request-context';

function rawRequest(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  const req = new IncomingMessage(socket);
  req.headers = headers;
  return req;
}

const UUID = /^[0-9a-f-]{36}$/;

describe('request ids', () => {
  it('trusts the peer by TRUST_PROXY: never, always, by hops, by address or CIDR (IPv4-mapped too)', () => {
    expect(peerTrust(false)('10.0.0.1')).toBe(false);
    expect(peerTrust(true)('203.0.113.9')).toBe(true);
    expect(peerTrust(1)('203.0.113.9')).toBe(true);
    expect(peerTrust(0)('203.0.113.9')).toBe(false);
    const list = peerTrust('127.0.0.1,10.0.0.0/8,fd00::/8');
    expect(list('127.0.0.1')).toBe(true);
    expect(list('::ffff:10.1.2.3')).toBe(true);
    expect(list('fd12::1')).toBe(true);
    expect(list('11.0.0.1')).toBe(false);
    expect(list(undefined)).toBe(false);
  });

  it('takes X-Request-Id only from a trusted proxy, and only a well-formed one', () => {
    const trusted = peerTrust('10.0.0.0/8');
    expect(requestIdFor(rawRequest('10.0.0.5', { 'x-request-id': 'lb-42' }), trusted)).toBe('lb-42');
    expect(requestIdFor(rawRequest('198.51.100.7', { 'x-request-id': 'lb-42' }), trusted)).toMatch(UUID);
    expect(requestIdFor(rawRequest('10.0.0.5', { 'x-request-id': 'a b\r\nX: 1' }), trusted)).toMatch(UUID);
    expect(requestIdFor(rawRequest('10.0.0.5', { 'x-request-id': 'x'.repeat(129) }), trusted)).toMatch(UUID);
    expect(requestIdFor(rawRequest('10.0.0.5', {}), trusted)).toMatch(UUID);
  });
});

describe('the metrics token', () => {
  it('is a Bearer token compared whole', () => {
    const token = 'metrics-token-0123456789';
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
  });
});
