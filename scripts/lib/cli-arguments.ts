import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The arguments of an editor's command (new:product, catalogue:export, catalogue:import): its
 * options and positionals, with --help (-h) printing `usage`. A misspelt option ends the command
 * with the parser's message and the usage, not with a stack trace.
 */
export function readArguments<const Given extends Options>(usage: string, options: Given) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { ...options, help: { type: 'boolean', short: 'h' } } as const });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(1);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}
