import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readHiddenLine, readNewPassword, type TerminalInput } from './read-secret';

/** A terminal as the command sees it: keys arrive on `input` in raw mode; `shown` is what the screen got. */
function terminal() {
  const input = new PassThrough() as PassThrough & TerminalInput;
  const modes: boolean[] = [];
  input.isTTY = true;
  input.setRawMode = (mode: boolean) => modes.push(mode);
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { input, output, modes, shown: () => shown };
}

describe('reading a password at a terminal (docs/decisions/0106)', () => {
  it('shows the prompt and nothing typed, keeps erasures, and leaves raw mode after Enter', async () => {
    const term = terminal();
    const read = readHiddenLine('Password: ', term.input, term.output);
    term.input.write('Blue-Pine');
    term.input.write('x\u007f-Harbor-71\r');
    expect(await read).toBe('Blue-Pine-Harbor-71');
    expect(term.shown()).toBe('Password: \n');
    expect(term.modes).toEqual([true, false]);
  });

  it('stops at Ctrl-C with nothing read', async () => {
    const term = terminal();
    const read = readHiddenLine('Password: ', term.input, term.output);
    term.input.write('secret\u0003');
    await expect(read).rejects.toThrow('Cancelled');
    expect(term.modes).toEqual([true, false]);
  });

  it('asks twice for a new password and refuses two that differ', async () => {
    const same = terminal();
    const first = readNewPassword(same.input, same.output);
    same.input.write('Blue-Pine-Harbor-71\r');
    await new Promise((resolve) => setImmediate(resolve));
    same.input.write('Blue-Pine-Harbor-71\r');
    expect(await first).toBe('Blue-Pine-Harbor-71');
    expect(same.shown()).not.toContain('Blue');

    const differ = terminal();
    const second = readNewPassword(differ.input, differ.output);
    differ.input.write('Blue-Pine-Harbor-71\r');
    await new Promise((resolve) => setImmediate(resolve));
    differ.input.write('Blue-Pine-Harbor-72\r');
    await expect(second).rejects.toThrow('The two passwords differ');
  });

  it('reads piped standard input whole, without its last line break', async () => {
    const piped = new PassThrough();
    piped.end('Blue-Pine-Harbor-71\n');
    expect(await readNewPassword(piped, new PassThrough())).toBe('Blue-Pine-Harbor-71');
  });
});
