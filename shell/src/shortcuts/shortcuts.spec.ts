import { shortcutFor } from './shortcuts';

const press = (key: string, modifiers: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) =>
  shortcutFor({ key, code: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target, ...modifiers });

describe(shortcutFor.name, () => {
  it('navigates with Alt+1..4', () => {
    expect(press('1', { altKey: true })).toEqual({ kind: 'navigate', to: '/' });
    expect(press('¡', { altKey: true, code: 'Digit1' })).toEqual({ kind: 'navigate', to: '/' });
    expect(press('2', { altKey: true })).toEqual({ kind: 'navigate', to: '/vehicles' });
    expect(press('3', { altKey: true })).toEqual({ kind: 'navigate', to: '/visits' });
    expect(press('4', { altKey: true })).toEqual({ kind: 'navigate', to: '/claims' });
    expect(press('5', { altKey: true })).toBeNull();
  });

  it('knows search, quick actions, the three "new" shortcuts and help', () => {
    expect(press('k', { ctrlKey: true })).toEqual({ kind: 'search' });
    expect(press('/', { ctrlKey: true })).toEqual({ kind: 'toggle-quick-actions' });
    expect(press('N', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'quick-action', action: 'Add Vehicle' });
    expect(press('V', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'quick-action', action: 'New Visit' });
    expect(press('C', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'quick-action', action: 'File Claim' });
    expect(press('?', { shiftKey: true })).toEqual({ kind: 'help' });
    expect(press('k')).toBeNull();
  });

  it('stays out of the way while the user types', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      expect(press('k', { ctrlKey: true }, document.createElement(tag))).toBeNull();
      expect(press('2', { altKey: true }, document.createElement(tag))).toBeNull();
    }
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(press('?', {}, editable)).toBeNull();
  });
});
