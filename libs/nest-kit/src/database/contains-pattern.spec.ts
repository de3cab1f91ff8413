import { containsPattern } from './contains-pattern.js';

describe('containsPattern', () => {
  it('finds the term anywhere in the text', () => {
    expect(containsPattern('merino')).toBe('%merino%');
  });

  it('matches % and _ in a search literally', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });

  it('matches a backslash literally, so it cannot escape what follows it', () => {
    expect(containsPattern('a\\%')).toBe('%a\\\\\\%%');
    expect(containsPattern('C:\\stash\\')).toBe('%C:\\\\stash\\\\%');
  });

  it('leaves every other character as it is', () => {
    expect(containsPattern("O'Brien [DK] *aran*")).toBe("%O'Brien [DK] *aran*%");
  });
});
