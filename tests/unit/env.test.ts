import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv, type EnvVariable } from '@/app/_config/env';

const read = (name: EnvVariable, value: string | undefined) => readEnv(name, { [name]: value });

describe('the environment variables, each read and checked in app/_config/env.ts', () => {
  it.each<[EnvVariable, unknown]>([
    ['BASE_PATH', ''],
    ['SITE_URL', undefined],
    ['NOINDEX', false],
    ['CONTENT_DIR', path.resolve('content')],
    ['OUT_DIR', path.resolve('out')],
    ['CMS_REPOSITORY', 'rongjin-silk/website'],
    ['BUILD_TIME', undefined],
    ['PUBLISH_KEEP_DAYS', 7],
    ['PUBLISH_TO', undefined],
    ['S3_ENDPOINT', undefined],
    ['S3_REGION', 'us-east-1'],
    ['S3_FORCE_PATH_STYLE', false],
  ])('%s unset, or empty as a CI workflow passes an input it lacks, is its default', (name, value) => {
    expect(read(name, undefined)).toEqual(value);
    expect(read(name, '')).toEqual(value);
  });

  it('reads the process environment when given none', () => {
    expect(readEnv('OUT_DIR')).toBe(path.resolve(process.env.OUT_DIR || 'out'));
  });

  it('BASE_PATH is a folder path, its trailing slashes dropped', () => {
    expect(read('BASE_PATH', '/silk')).toBe('/silk');
    expect(read('BASE_PATH', '/shops/silk/')).toBe('/shops/silk');
    expect(read('BASE_PATH', '/')).toBe('');
    for (const value of ['silk', 'no leading slash', '/silk//shop', '/silk?x', 'https://example.com/silk']) {
      expect(() => read('BASE_PATH', value)).toThrow(
        `BASE_PATH "${value}" is not a folder path: write it like /silk or /shops/silk, or leave it empty`,
      );
    }
  });

  it('SITE_URL is an https address, of which the origin counts', () => {
    expect(read('SITE_URL', 'https://staging.example.com')).toBe('https://staging.example.com');
    expect(read('SITE_URL', 'https://staging.example.com:8443/shop/')).toBe('https://staging.example.com:8443');
    for (const value of ['http://insecure.example.com', 'staging.example.com', 'https//typo.example.com']) {
      expect(() => read('SITE_URL', value)).toThrow(
        `SITE_URL "${value}" is not an https address: write it like https://www.example.com, or leave it unset to use siteUrl from content/site.yaml`,
      );
    }
  });

  it('PUBLISH_TO is a bucket, with or without a folder', () => {
    expect(read('PUBLISH_TO', 's3://rongjin-silk-site')).toEqual({ bucket: 'rongjin-silk-site', prefix: '' });
    expect(read('PUBLISH_TO', 's3://rongjin-silk-site/')).toEqual({ bucket: 'rongjin-silk-site', prefix: '' });
    expect(read('PUBLISH_TO', 's3://rongjin.silk-site/www/2026')).toEqual({ bucket: 'rongjin.silk-site', prefix: 'www/2026/' });
    for (const value of [
      'rongjin-silk-site',
      'oss://rongjin-silk-site',
      's3://Rongjin',
      's3://rongjin silk',
      's3://rongjin-silk-site/a b',
      's3://rongjin-silk-site//www',
    ]) {
      expect(() => read('PUBLISH_TO', value)).toThrow(
        `PUBLISH_TO "${value}" is not a bucket: write it like s3://rongjin-silk-site or s3://rongjin-silk-site/www`,
      );
    }
  });

  it('PUBLISH_KEEP_DAYS is a whole number of days, 0 keeping the current release alone', () => {
    expect(read('PUBLISH_KEEP_DAYS', '0')).toBe(0);
    expect(read('PUBLISH_KEEP_DAYS', '30')).toBe(30);
    for (const value of ['-1', '1.5', 'a week', '7d']) {
      expect(() => read('PUBLISH_KEEP_DAYS', value)).toThrow(
        `PUBLISH_KEEP_DAYS "${value}" is not a number of days: write a whole number like 7`,
      );
    }
  });

  it('S3_ENDPOINT is an http or https address, S3_REGION a region, S3_FORCE_PATH_STYLE true or false', () => {
    expect(read('S3_ENDPOINT', 'https://oss-cn-hangzhou.aliyuncs.com')).toBe('https://oss-cn-hangzhou.aliyuncs.com');
    expect(() => read('S3_ENDPOINT', 'oss-cn-hangzhou.aliyuncs.com')).toThrow(
      'S3_ENDPOINT "oss-cn-hangzhou.aliyuncs.com" is not an http or https address: leave it unset to publish to AWS S3',
    );
    expect(read('S3_REGION', 'ap-shanghai')).toBe('ap-shanghai');
    expect(() => read('S3_REGION', 'Shanghai')).toThrow('S3_REGION "Shanghai" is not a region: write it like ap-shanghai');
    expect(read('S3_FORCE_PATH_STYLE', 'true')).toBe(true);
    expect(() => read('S3_FORCE_PATH_STYLE', 'yes')).toThrow('S3_FORCE_PATH_STYLE "yes" is not true or false');
  });

  it('NOINDEX is true or false', () => {
    expect(read('NOINDEX', 'true')).toBe(true);
    expect(read('NOINDEX', 'false')).toBe(false);
    for (const value of ['yes', '1', 'TRUE']) {
      expect(() => read('NOINDEX', value)).toThrow(
        `NOINDEX "${value}" is not true or false: write NOINDEX=true for a copy search engines leave out, or leave it unset`,
      );
    }
  });

  it('BUILD_TIME is a date and time with its offset', () => {
    expect(read('BUILD_TIME', '2026-03-18T09:00:00+08:00')).toEqual(new Date('2026-03-18T01:00:00Z'));
    expect(read('BUILD_TIME', '2026-03-18T01:00Z')).toEqual(new Date('2026-03-18T01:00:00Z'));
    for (const value of ['2026-03-18', '2026-03-18T09:00:00', 'yesterday', '2026-13-40T09:00:00+08:00']) {
      expect(() => read('BUILD_TIME', value)).toThrow(
        `BUILD_TIME "${value}" is not a date and time with its offset: write it like 2026-03-18T09:00:00+08:00, or leave it unset`,
      );
    }
  });

  it('CONTENT_DIR is any folder, made absolute: a missing one is for the content check to report', () => {
    expect(read('CONTENT_DIR', 'tests/fixtures/content/valid')).toBe(path.resolve('tests/fixtures/content/valid'));
    expect(read('CONTENT_DIR', '/tmp/catalogue')).toBe(path.resolve('/tmp/catalogue'));
  });

  it('OUT_DIR is a folder inside the project, made absolute', () => {
    expect(read('OUT_DIR', 'out.silk')).toBe(path.resolve('out.silk'));
    expect(read('OUT_DIR', path.resolve('out.base-path/silk'))).toBe(path.resolve('out.base-path/silk'));
    for (const value of ['../out', '/tmp/out', '.', 'out/..']) {
      expect(() => read('OUT_DIR', value)).toThrow(
        `OUT_DIR must be a folder inside the project (Next.js writes only there), not ${path.resolve(value)}.`,
      );
    }
  });

  it('CMS_REPOSITORY is a repository, owner/name', () => {
    expect(read('CMS_REPOSITORY', 'someone/silk-site')).toBe('someone/silk-site');
    expect(read('CMS_REPOSITORY', 'group/subgroup/project')).toBe('group/subgroup/project');
    for (const value of ['website', 'https://github.com/someone/silk-site', 'someone/']) {
      expect(() => read('CMS_REPOSITORY', value)).toThrow(
        `CMS_REPOSITORY "${value}" is not a repository: write it as owner/name, like rongjin-silk/website, or leave it unset`,
      );
    }
  });

  it('each address a script sends to or reads from is http or https, and says what unset means', () => {
    expect(read('CONTENT_SERVER', 'http://127.0.0.1:3001/')).toBe('http://127.0.0.1:3001/');
    expect(() => read('CONTENT_SERVER', 'localhost:3001')).toThrow(
      'CONTENT_SERVER "localhost:3001" is not an http or https address: leave it unset for the pages to read content/ themselves (`npm run dev` sets it)',
    );
    expect(() => read('INDEXNOW_ENDPOINT', 'ftp://example.com/')).toThrow(
      `INDEXNOW_ENDPOINT "ftp://example.com/" is not an http or https address: leave it unset to use the search engine's own`,
    );
  });
});
