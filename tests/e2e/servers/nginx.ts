/*
 * Runs deploy/nginx.conf, unchanged but for its addresses, folders and certificate, in the
 * foreground against an exported folder: `tsx tests/e2e/servers/nginx.ts <folder> <https> <http>`,
 * each address as host:port. The HTTPS server gets a self-signed certificate for its host, made
 * here with openssl; the HTTP server is the one that moves every request to HTTPS.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where Debian's libnginx-mod-http-brotli-static puts the module (nginx -V: --modules-path). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type NginxServer = { process: ChildProcess; certificate: string; exited: Promise<number | null> };

/** A self-signed certificate for `host` (a name or an IP address), valid two days. */
function selfSignedCertificate(folder: string, host: string) {
  const certificate = path.join(folder, 'certificate.pem');
  const key = path.join(folder, 'key.pem');
  const name = /^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`;
  const { status, stderr } = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'].concat([
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=${name}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { encoding: 'utf8' },
  );
  if (status !== 0) throw new Error(`openssl could not make a certificate: ${stderr}`);
  return { certificate, key };
}

/** Starts nginx with deploy/nginx.conf on these addresses (host:port); it stops with the process. */
export function startNginx(folder: string, https: string, http: string): NginxServer {
  if (!existsSync(BROTLI_MODULE))
    throw new Error(`nginx has no Brotli module (${BROTLI_MODULE}): install Debian's libnginx-mod-http-brotli-static.`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  // Readable by nginx's workers, which run as another user when nginx starts as root.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'logs'));
  mkdirSync(path.join(prefix, 'acme'));
  const { certificate, key } = selfSignedCertificate(prefix, https.replace(/:\d+$/, ''));

  const [before, httpServer, httpsServer] = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^\s*listen\s[^;]*;\n/gm, '')
    .split(/^(?=server \{$)/m);
  if (!httpServer || !httpsServer?.includes('ssl_certificate'))
    throw new Error('deploy/nginx.conf no longer has an HTTP server, then an HTTPS one.');
  const servers = [
    before,
    httpServer
      .replace(/^server \{$/m, `server {\n    listen ${http};`)
      .replace(/^(\s*)root\s[^;]*;/m, `$1root ${path.join(prefix, 'acme')};`),
    httpsServer
      .replace(/^server \{$/m, `server {\n    listen ${https} ssl http2;`)
      .replace(/^(\s*)root\s[^;]*;/m, `$1root ${path.resolve(folder)};`)
      .replace(/^(\s*)ssl_certificate\s[^;]*;/m, `$1ssl_certificate ${certificate};`)
      .replace(/^(\s*)ssl_certificate_key\s[^;]*;/m, `$1ssl_certificate_key ${key};`),
  ].join('');

  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr crit;
load_module ${BROTLI_MODULE};
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
${servers}
}
`,
  );
  const nginx = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: 'inherit',
  });
  const exited = new Promise<number | null>((resolve) => nginx.on('exit', resolve));
  return { process: nginx, certificate, exited };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder = 'out', https = '127.0.0.1:4175', http = '127.0.0.1:4177'] = process.argv.slice(2);
  const nginx = startNginx(folder, https, http);
  void nginx.exited.then((code) => process.exit(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.process.kill('SIGQUIT'));
}
