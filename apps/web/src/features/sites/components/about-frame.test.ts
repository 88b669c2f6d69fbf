import { describe, expect, it } from 'vitest';
import { aboutTitle } from './about-frame';

describe('aboutTitle: the About modal says About once', () => {
  it.each([
    ['About Acme Manufacturing', 'About Acme Manufacturing'],
    ['about us', 'about us'],
    ['John Smith', 'About John Smith'],
    ['Aboutique Benefits', 'About Aboutique Benefits'],
    ['  ', 'About'],
    [null, 'About'],
  ])('%j -> %j', (name, title) => expect(aboutTitle(name)).toBe(title));
});
