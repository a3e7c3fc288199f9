import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import httpServer from 'http-server';
import { freePort } from './free-port';

/*
 * An exported site (out/, or one of the tests' other builds) served as the static hosts of
 * README.md's "Deploying" serve it: each folder's index.html, 404.html with status 404 for an
 * unknown address, and on request gzipped, as those hosts send it. Caching is off, so that a
 * rebuilt file is never taken from a browser's cache. http-server serves the files; compression
 * gzips them.
 */

/**
 * A step before the files are served, as connect and Express write them: it calls `next` to go on.
 * Declare all three parameters: http-server hands `next` only to a function that takes three.
 */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export type StaticServerOptions = {
  /** The port to listen on, on 127.0.0.1; a free one when left out. */
  port?: number;
  /** Gzip what the browser accepts gzipped, as every host in the README does. */
  gzip?: boolean;
  /**
   * The sub-folder the export was built for (`BASE_PATH`): it is served there, and any address
   * outside it gets a bare 404, as on a host whose site lives in that sub-folder.
   */
  basePath?: string;
  /** Steps run on each request before any other, such as holding a response back. */
  before?: Middleware[];
};

export type StaticServer = {
  /** `http://127.0.0.1:<port>`, without the base path. */
  origin: string;
  port: number;
  close: () => void;
};

/** Serves the export in `root` until `close` is called. */
export async function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const port = options.port ?? (await freePort());
  const before = [...(options.before ?? [])];
  // Typed for Express, compression uses only what Node's own request and response have.
  if (options.gzip) before.push(compression() as unknown as Middleware);
  if (options.basePath) before.push(withinBasePath(options.basePath));
  const server = httpServer.createServer({ root, cache: -1, showDir: 'false', before });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, port, close: () => server.close() };
}

/** Serves the export at `basePath`: the address within it is the file's path in the export. */
function withinBasePath(basePath: string): Middleware {
  return (request, response, next) => {
    const url = request.url ?? '/';
    const within = url.slice(basePath.length);
    if (!url.startsWith(basePath) || !/^([/?]|$)/.test(within)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    request.url = within.startsWith('/') ? within : `/${within}`;
    // http-server sends a folder's address without its slash to the address with it: within the base path.
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'location' ? `${basePath}${String(value)}` : value);
    next();
  };
}
