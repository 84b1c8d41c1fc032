import { loadConfigPart, testContext } from '../config/config-part.testing';
import { loadStorageConfig } from './storage.config';

function load(env: Record<string, string>) {
  return loadConfigPart(loadStorageConfig, env, testContext({ dataDir: '/var/akiya' }));
}

describe('storage configuration', () => {
  it('keeps uploads on the local disk under DATA_DIR by default', () => {
    expect(load({})).toEqual({ publicUploadsDir: '/var/akiya/uploads/public', s3: null, problems: [] });
  });

  it('reads the bucket from S3_*', () => {
    const env = { S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(load(env)).toMatchObject({ s3: { bucket: 'photos', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' }, problems: [] });
  });

  it('adds what is missing to the list of problems instead of throwing', () => {
    expect(load({ S3_BUCKET: 'b' })).toMatchObject({
      s3: null,
      problems: ['S3_BUCKET is set but S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not'],
    });
  });
});
