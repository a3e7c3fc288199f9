/*
 * Runs deploy/nginx.conf, unchanged but for its address and folder, in the foreground on a
 * loopback port against an exported folder: `tsx tests/e2e/servers/nginx.ts <folder> <port>`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [folder = 'out', port = '4175'] = process.argv.slice(2);
const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
mkdirSync(path.join(prefix, 'logs'));

const server = readFileSync('deploy/nginx.conf', 'utf8')
  .replace(/^\s*listen\s[^;]*;\n/gm, '')
  .replace(/^server \{$/m, `server {\n    listen 127.0.0.1:${port};`)
  .replace(/^(\s*)root\s[^;]*;/m, `$1root ${path.resolve(folder)};`);

writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr crit;
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
${server}
}
`,
);
const nginx = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
  stdio: 'inherit',
});
nginx.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
