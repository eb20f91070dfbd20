/**
 * Adds `navigation-with-keyboard` to <body> when the reader presses Tab and
 * removes it on the next mouse press, so focus rings show for keyboard users
 * only. Docusaurus 3.10 no longer does this itself.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const KEYBOARD_CLASS = 'navigation-with-keyboard';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') document.body.classList.add(KEYBOARD_CLASS);
  });
  document.addEventListener('mousedown', () => {
    document.body.classList.remove(KEYBOARD_CLASS);
  });
}
