/**
 * deploy/nginx.conf made runnable on loopback for the production topology test: the deployed file itself, with only
 * what cannot run there replaced (the app instances' addresses, TLS on 443 and the port-80 redirect, the paths an
 * unprivileged nginx may write). Everything else (the request-id map, the headers sent to the app, the limits on the
 * identity flows' submissions) is what production runs. Each replacement must match exactly once, so a change to the
 * deployed file that this rendering no longer fits stops the test with the replacement's name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The deployed configuration (deploy/compose.yaml mounts it into the nginx container). */
export const DEPLOY_NGINX_CONF = path.resolve('deploy/nginx.conf');

/** Where and how the loopback nginx runs. */
export interface LoopbackNginx {
  /** A writable directory of the test's own: pid file and temporary files. */
  dir: string;
  /** The port nginx listens on, on 127.0.0.1. */
  proxyPort: number;
  /** The app instances' ports on 127.0.0.1, in the order of deploy/nginx.conf's `server app-N:3000` lines. */
  instancePorts: readonly number[];
}

type Replacement = [name: string, pattern: RegExp, replacement: string];

function replaceOnce(text: string, [name, pattern, replacement]: Replacement): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (found !== 1) throw new Error(`deploy/nginx.conf: "${name}" matched ${found} times, not once`);
  return text.replace(pattern, replacement);
}

/**
 * Renders deploy/nginx.conf (or `deployConf`) for loopback.
 * @returns the configuration text, for `nginx -p <dir> -c <file>`
 * @throws Error when a replacement does not match exactly once (the deployed file changed shape)
 */
export function loopbackNginxConf(
  { dir, proxyPort, instancePorts }: LoopbackNginx,
  deployConf = readFileSync(DEPLOY_NGINX_CONF, 'utf8'),
): string {
  const upstreams = [...deployConf.matchAll(/^\s*server app-(\d+):3000 /gm)].map((m) => Number(m[1]));
  if (upstreams.join() !== instancePorts.map((_, i) => i + 1).join())
    throw new Error(`deploy/nginx.conf: app instances ${upstreams.join()}, the topology runs ${instancePorts.length}`);
  const replacements: Replacement[] = [
    [
      'worker_processes',
      /^worker_processes auto;$/m,
      `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log stderr warn;`,
    ],
    [
      'http',
      /^http \{$/m,
      [
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        '  proxy_max_temp_file_size 0;',
      ].join('\n'),
    ],
    ['access_log', /^ {2}access_log \/dev\/stdout json;$/m, '  access_log off;'],
    ['port-80 redirect', /^ {2}server \{\n {4}listen 80;\n[^}]*\}\n/m, ''],
    ['listen 443', /^ {4}listen 443 ssl;\n {4}http2 on;$/m, `    listen 127.0.0.1:${proxyPort};`],
    ['ssl_certificate', /^ {4}ssl_certificate \S+;\n {4}ssl_certificate_key \S+;\n/m, ''],
    // The loopback origin carries its port (localhost:3000); $host would drop it.
    ['Host header', /proxy_set_header Host \$host;/, 'proxy_set_header Host $http_host;'],
  ];
  const rendered = replacements.reduce(replaceOnce, deployConf);
  return rendered.replace(/^(\s*)server app-(\d+):3000 /gm, (_, indent: string, n: string) => {
    return `${indent}server 127.0.0.1:${instancePorts[Number(n) - 1]} `;
  });
}
