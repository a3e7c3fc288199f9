import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveStaticFiles from 'serve-static';
import { freePort } from './free-port';

/*
 * An exported site (out/, or one of the tests' other builds) served as the static hosts of
 * docs/deploying.md serve it: each folder's index.html, 404.html with status 404 for an
 * unknown address, and on request gzipped, as those hosts send it. Caching is off, so that a
 * rebuilt file is never taken from a browser's cache. serve-static (Express's) serves the files;
 * compression gzips them.
 */

/** A step before the files are served, as connect and Express write them: it calls `next` to go on. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

export type StaticServerOptions = {
  /** The port to listen on, on 127.0.0.1; a free one when left out. */
  port?: number;
  /** Gzip what the browser accepts gzipped, as every host of docs/deploying.md does. */
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
  const steps = [...(options.before ?? [])];
  // Typed for Express, compression and serve-static use only what Node's own request and response have.
  if (options.gzip) steps.push(compression() as unknown as Middleware);
  if (options.basePath) steps.push(withinBasePath(options.basePath));
  steps.push(
    serveStaticFiles(root, {
      cacheControl: false,
      etag: false,
      lastModified: false,
      setHeaders: (response) => response.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate'),
    }) as unknown as Middleware,
    notFound(root),
  );
  const server = createServer((request, response) => {
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined) {
        response.statusCode = (error as { statusCode?: number }).statusCode ?? 500;
        response.end();
      } else steps[index]!(request, response, (next) => run(index + 1, next));
    };
    run(0);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, port, close: () => server.close() };
}

/** The export's 404.html, with status 404, for every address no file answers. */
function notFound(root: string): Middleware {
  return (_request, response) => {
    void readFile(path.join(root, '404.html')).then(
      (page) => response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache, no-store' }).end(page),
      () => response.writeHead(404).end(),
    );
  };
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
    // serve-static sends a folder's address without its slash to the address with it, made from
    // the original address, as Express keeps it: within the base path.
    Object.assign(request, { originalUrl: url });
    request.url = within.startsWith('/') ? within : `/${within}`;
    next();
  };
}
