// The demo site's phone menu: below 760 px the main nav folds behind the page's Menu button
// (site.css), which this script opens and closes (one copy for every page).
const masthead = document.querySelector('.masthead');
const button = masthead?.querySelector('.menu-button');
if (masthead && button) {
  const setOpen = (open) => {
    button.setAttribute('aria-expanded', String(open));
    masthead.classList.toggle('menu-open', open);
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  masthead.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && masthead.classList.contains('menu-open')) {
      setOpen(false);
      button.focus();
    }
  });
}
