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
    const site = await siteWorkflow();
    // Minute and hour fixed, every day of every month: once a day.
    expect(site.on.schedule?.map(({ cron }) => cron)).toEqual([expect.stringMatching(/^\d+ \d+ \* \* \*$/)]);
    // A scheduled run runs on main, which either the bucket's step or the Pages job publishes.
    expect(publishing(site)).toEqual({
      bucket: "github.ref == 'refs/heads/main' && vars.PUBLISH_TO != ''",
      pages: "github.ref == 'refs/heads/main' && vars.PUBLISH_TO == ''",
    });
  });

  it("publish to the bucket with the repository's variables and secrets, or keep the last Pages release for pages still open", async () => {
    const site = await siteWorkflow();
    const steps = site.jobs.build!.steps!;
    const publish = steps.find((step) => step.run === 'npm run deploy')!;
    expect(publish.env).toMatchObject({
      PUBLISH_TO: '${{ vars.PUBLISH_TO }}',
      S3_ENDPOINT: '${{ vars.S3_ENDPOINT }}',
      S3_REGION: '${{ vars.S3_REGION }}',
      AWS_ACCESS_KEY_ID: '${{ secrets.AWS_ACCESS_KEY_ID }}',
      AWS_SECRET_ACCESS_KEY: '${{ secrets.AWS_SECRET_ACCESS_KEY }}',
    });
    // The build only keeps what out/ holds when it begins: for Pages, the last published out/ is
    // restored before it, under a key of its own each run, so that every run saves its release.
    const restore = steps.findIndex((step) => step.uses?.startsWith('actions/cache@') && step.with?.path?.includes('out.releases.json'));
    const build = steps.findIndex((step) => step.run === 'npm run build');
    expect(restore).toBeGreaterThan(-1);
    expect(restore).toBeLessThan(build);
    expect(steps[restore]!.with).toMatchObject({ key: expect.stringContaining('${{ github.run_id }}'), 'restore-keys': 'published-' });
    expect(steps[restore]!.with!.path!.split('\n').filter(Boolean)).toEqual(['out', 'out.releases.json']);
    // Search engines are told after either publish, and not when the Pages job failed.
    expect(site.jobs.notify!.needs).toEqual(['build', 'deploy']);
    expect(site.jobs.notify!.if).toContain("needs.deploy.result != 'failure'");
  });
});

type Step = { run?: string; uses?: string; if?: string; env?: Record<string, string>; with?: Record<string, string> & { path?: string } };
type SiteWorkflow = {
  on: { schedule?: { cron: string }[] };
  jobs: Record<string, { if?: string; needs?: string[]; steps?: Step[] }>;
};

async function siteWorkflow(): Promise<SiteWorkflow> {
  return parse(await readFile('.github/workflows/site.yml', 'utf8')) as SiteWorkflow;
}

/** When main is published to the bucket, and when to GitHub Pages. */
function publishing(site: SiteWorkflow) {
  return {
    bucket: site.jobs.build!.steps!.find((step) => step.run === 'npm run deploy')?.if,
    pages: site.jobs.deploy?.if,
  };
}
