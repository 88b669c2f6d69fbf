/**
 * Reading a password on the command line without it ever showing (docs/decisions/0106): typed at a
 * terminal it is read in raw mode and nothing is echoed; piped in (`< file`, a secret store's
 * command) it is standard input's whole text without its last line break, as it never was on screen.
 */
import { text } from 'node:stream/consumers';

/** A terminal's input: the parts of `process.stdin` a hidden read needs. */
export type TerminalInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

const ENTER = new Set(['\r', '\n', '\u0004']);
const ERASE = new Set(['\u007f', '\b']);
const INTERRUPT = '\u0003';

/** Reads one line typed at the terminal; the terminal shows `prompt` and nothing of what is typed. Ctrl-C rejects. */
export function readHiddenLine(prompt: string, input: TerminalInput, output: NodeJS.WritableStream): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (error?: Error) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString('utf8')) {
        if (char === INTERRUPT) return finish(new Error('Cancelled: nothing was changed.'));
        if (ENTER.has(char)) return finish();
        if (ERASE.has(char)) line = [...line].slice(0, -1).join('');
        else line += char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * A new password: at a terminal asked twice without echo (the two must match); otherwise standard
 * input's text without its final line break.
 */
export async function readNewPassword(input: TerminalInput, output: NodeJS.WritableStream): Promise<string> {
  if (!input.isTTY) return (await text(input)).replace(/\r?\n$/, '');
  const first = await readHiddenLine('New password (at least 12 characters; not shown): ', input, output);
  const second = await readHiddenLine('The same password again: ', input, output);
  if (first !== second) throw new Error('The two passwords differ: nothing was changed.');
  return first;
}
