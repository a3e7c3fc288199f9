/**
 * The command line of one of the project's scripts, run as package.json runs those that read the
 * content: under React's server condition, which 'server-only' asks (app/_content/index.ts), with
 * tsx loaded into this Node rather than started as a process of its own.
 */
export const scriptCommand = (file: string, ...args: string[]) =>
  [process.execPath, ['--conditions=react-server', '--import', 'tsx', file, ...args]] as const;
