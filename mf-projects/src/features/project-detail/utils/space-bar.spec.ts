import { spaceBarCounter } from './space-bar';

function press(target: Element, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('spaceBarCounter', () => {
  document.body.innerHTML = `
    <div data-counter-id="rows"><span id="value">12</span><button id="minus">-1</button></div>
    <button id="edit">Edit</button><input id="name" /><p id="text">notes</p>
    <div role="dialog"><p id="in-dialog">x</p></div>`;
  const at = (id: string) => document.getElementById(id)!;

  it('adds to the counter that has focus, even on its own buttons', () => {
    expect(spaceBarCounter(press(at('value')), 'primary')).toBe('rows');
    expect(spaceBarCounter(press(at('minus')), 'primary')).toBe('rows');
  });

  it('adds to the primary counter when focus is on the page itself', () => {
    expect(spaceBarCounter(press(document.body), 'primary')).toBe('primary');
    expect(spaceBarCounter(press(at('text')), 'primary')).toBe('primary');
  });

  it('leaves fields, other buttons and dialogs their own space bar', () => {
    expect(spaceBarCounter(press(at('edit')), 'primary')).toBeNull();
    expect(spaceBarCounter(press(at('name')), 'primary')).toBeNull();
    expect(spaceBarCounter(press(at('in-dialog')), 'primary')).toBeNull();
  });

  it('ignores other keys, held keys, modifiers, and a page without counters', () => {
    expect(spaceBarCounter(press(document.body, { key: 'Enter' }), 'primary')).toBeNull();
    expect(spaceBarCounter(press(document.body, { repeat: true }), 'primary')).toBeNull();
    expect(spaceBarCounter(press(document.body, { ctrlKey: true }), 'primary')).toBeNull();
    expect(spaceBarCounter(press(document.body), undefined)).toBeNull();
  });
});
