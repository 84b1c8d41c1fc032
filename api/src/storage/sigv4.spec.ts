import { S3ObjectStorage, s3ConfigFromEnv } from './s3-storage';
import { sha256Hex, signV4, uriEncode } from './sigv4';

// The "GET Object" example of the AWS documentation (sig-v4-header-based-auth.html, example
// signature calculations): the first 10 bytes of test.txt from examplebucket.
describe('signV4', () => {
  const creds = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 's3',
  };

  it('matches the AWS GET Object example vector', () => {
    const result = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
        date: new Date(Date.UTC(2013, 4, 24, 0, 0, 0)),
      },
      creds,
    );
    expect(result.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        'x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(sha256Hex(result.canonicalRequest)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(result.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(result.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('changes the signature when anything signed changes', () => {
    const base = {
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/a/b.jpg'),
      headers: { 'content-type': 'image/jpeg' },
      payloadHash: sha256Hex('x'),
      date: new Date(Date.UTC(2013, 4, 24)),
    };
    const a = signV4(base, creds).signature;
    expect(signV4({ ...base, payloadHash: sha256Hex('y') }, creds).signature).not.toBe(a);
    expect(signV4(base, { ...creds, region: 'ap-northeast-1' }).signature).not.toBe(a);
  });

  it('encodes keys like S3 wants', () => {
    expect(uriEncode('/properties/1/写真 a.jpg', true)).toBe('/properties/1/%E5%86%99%E7%9C%9F%20a.jpg');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
  });
});

describe('S3ObjectStorage', () => {
  it('PUTs a signed request to the path-style URL', async () => {
    const config = s3ConfigFromEnv({ S3_BUCKET: 'akiya', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(config).not.toBeNull();
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response('', { status: 200 });
    }) as unknown as typeof fetch;
    const storage = new S3ObjectStorage(config!, fake);
    await storage.put('properties/1/a-card.jpg', Buffer.from('jpeg'), { contentType: 'image/jpeg', visibility: 'public' });
    expect(calls[0].url).toBe('http://127.0.0.1:9000/akiya/public/properties/1/a-card.jpg');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=k\/[0-9]{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=cache-control;content-length;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect(headers['x-amz-content-sha256']).toBe(sha256Hex('jpeg'));
    expect(storage.publicUrl('properties/1/a-card.jpg')).toBe('http://127.0.0.1:9000/akiya/public/properties/1/a-card.jpg');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'x' })).toThrow(/S3_ENDPOINT/);
  });
});
