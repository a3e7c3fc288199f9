import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NEW_FOR_DAYS } from '@/app/_config/house-time';

/** `npm run lint`'s workflow check, on .github/workflows/ or on `folder`. */
function lintWorkflows(folder?: string) {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/lint-workflows.ts', ...(folder ? [folder] : [])],
    {
      encoding: 'utf8',
    },
  );
  return { status, output: stdout + stderr };
}

const workFolder = await mkdtemp(path.join(tmpdir(), 'workflows-'));
afterAll(() => rm(workFolder, { recursive: true, force: true }));

describe('the GitHub Actions workflows', () => {
  it('pass actionlint', () => {
    const { status, output } = lintWorkflows();
    expect(output).toContain('Workflows pass actionlint: .github/workflows/site.yml, .github/workflows/tests.yml.');
    expect(status).toBe(0);
  });

  it('fail the lint on a mistake, each named at its line: a job that does not exist, untrusted text run as a command', async () => {
    await writeFile(
      path.join(workFolder, 'broken.yml'),
      [
        'on: pull_request',
        'jobs:',
        '  build:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - run: echo "${{ github.event.pull_request.title }}"',
        '  deploy:',
        '    needs: biuld',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - run: echo deploy',
        '',
      ].join('\n'),
    );
    const { status, output } = lintWorkflows(workFolder);
    expect(output.replaceAll(workFolder, 'workflows').split('\n')).toEqual([
      'workflows/broken.yml:6:24  "github.event.pull_request.title" is potentially untrusted. avoid using it directly in inline scripts. instead, pass it through an environment variable. see https://docs.github.com/en/actions/security-guides/security-hardening-for-github-actions for more details  [expression]',
      'workflows/broken.yml:7:3  job "deploy" needs job "biuld" which does not exist in this workflow  [job-needs]',
      '2 problems in the workflows (actionlint)',
      '',
    ]);
    expect(status).toBe(1);
  });

  it(`publish the site every day, so that a "New" mark outlives its ${NEW_FOR_DAYS} days by a day at most`, async () => {
    const site = parse(await readFile('.github/workflows/site.yml', 'utf8')) as {
      on: { schedule?: { cron: string }[] };
      jobs: Record<string, { if?: string }>;
    };
    // Minute and hour fixed, every day of every month: once a day.
    expect(site.on.schedule?.map(({ cron }) => cron)).toEqual([expect.stringMatching(/^\d+ \d+ \* \* \*$/)]);
    // A scheduled run runs on main, which the deploy job publishes.
    expect(site.jobs.deploy?.if).toBe("github.ref == 'refs/heads/main'");
  });
});
