// The store as production serves it to a browser (docs/operations.md, docs/decisions/0060): HTTPS
// with HTTP/2 at the proxy in front of the API processes. Lighthouse measures through this front so
// a page's files share one multiplexed connection, as they do behind nginx or a load balancer,
// instead of queueing six at a time on plain HTTP/1.1 to the Node process.
//
// A throwaway self-signed certificate is made for `localhost` at each start; the browser that
// measures is told to accept it (`--ignore-certificate-errors`). Requests go to the upstream
// unchanged (method, path, headers, body) with the `X-Forwarded-For` and `X-Forwarded-Proto` a proxy sets, and the
// answer comes back unchanged, compressed bodies included.
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { generate } from 'selfsigned';

/** Headers of HTTP/1.1 connections that HTTP/2 forbids in an answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/**
 * Starts the front on `port`, forwarding to `upstream` (an http:// origin). Returns a function that
 * stops it.
 */
export async function startTlsFront({ port, upstream }) {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    days: 1,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const target = new URL(upstream);
  const server = createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':')) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    // As docs/operations.md asks of the proxy: the client's address replaces any X-Forwarded-For sent.
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-proto'] = 'https';
    const forwarded = httpRequest(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise((resolve) => server.close(() => resolve()));
}
