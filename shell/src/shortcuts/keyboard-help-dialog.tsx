import { Dialog } from '@dct/ui';
import { SHORTCUTS } from './shortcuts';
import './shortcuts.css';

/** '?': every shortcut and what it does. */
export function KeyboardHelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" description="They work anywhere in the app, except while you type in a field.">
      <dl className="shortcut-list">
        {SHORTCUTS.map(({ keys, does }) => (
          <div key={keys} className="shortcut-row">
            <dt>
              {keys.split('+').map((key, index) => (
                <span key={key}>
                  {index > 0 && '+'}
                  <kbd className="kbd kbd-help">{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
