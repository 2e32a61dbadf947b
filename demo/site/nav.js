// The demo site's phone menu: below 760 px the main nav folds behind a Menu button, which this
// script adds (one copy for every page). Without the script the nav simply stays open.
const masthead = document.querySelector('.masthead');
const nav = masthead?.querySelector('nav');
if (masthead && nav) {
  nav.id ||= 'main-nav';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'menu-button';
  button.textContent = 'Menu';
  button.setAttribute('aria-controls', nav.id);
  const setOpen = (open) => {
    button.setAttribute('aria-expanded', String(open));
    masthead.classList.toggle('menu-open', open);
  };
  setOpen(false);
  nav.before(button);
  document.documentElement.classList.add('has-menu');
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  masthead.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && masthead.classList.contains('menu-open')) {
      setOpen(false);
      button.focus();
    }
  });
}
