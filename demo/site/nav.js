// The demo site's phone menu: below 760 px the main nav folds behind a Menu button. Without
// this script the nav simply stays open (the button is hidden until it runs).
const masthead = document.querySelector('.masthead');
const button = masthead?.querySelector('.menu-button');
if (masthead && button) {
  const setOpen = (open) => {
    button.setAttribute('aria-expanded', String(open));
    masthead.classList.toggle('menu-open', open);
  };
  document.documentElement.classList.add('has-menu');
  button.hidden = false;
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  masthead.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && masthead.classList.contains('menu-open')) {
      setOpen(false);
      button.focus();
    }
  });
}
