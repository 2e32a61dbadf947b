import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox({ listen: true });

/** The status line of one raw request, sent as a program (never a browser) could. */
const statusLine = (target: string) =>
  new Promise<string>((resolve, reject) => {
    const { host } = new URL(sandbox().url);
    let answer = '';
    const socket = connect(Number(new URL(sandbox().url).port), '127.0.0.1', () =>
      socket.end(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer.split('\r\n')[0]!));
    socket.on('error', reject);
  });

it('refuses a request line naming a host, even its own: links would be built from it', async () => {
  expect(await statusLine('http://attacker.example/_sandbox/health')).toBe(
    'HTTP/1.1 400 Bad Request',
  );
  expect(await statusLine(`${sandbox().url}/_sandbox/health`)).toBe('HTTP/1.1 400 Bad Request');
  expect(await statusLine('/_sandbox/health')).toBe('HTTP/1.1 200 OK');
});
