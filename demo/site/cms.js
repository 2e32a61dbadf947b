// The page builder: a CMS-like HTML block. Publishing inserts the HTML as it is, as a CMS
// does; the widgets script (already on the page) notices the new tags and loads them.
const source = document.getElementById('block-html');
const published = document.getElementById('published');
const status = document.getElementById('publish-status');
const placeholder = published.querySelector('.placeholder');

document.getElementById('publish').addEventListener('click', () => {
  const block = document.createElement('div');
  block.className = 'published-block';
  block.innerHTML = source.value;
  placeholder.remove();
  published.append(block);
  // A snippet from the snippet builder brings its own <site-config>: settings, not a widget.
  const widgets = [...block.querySelectorAll('*')].filter(
    (node) => node.localName.includes('-') && node.localName !== 'site-config',
  );
  status.textContent = `Published a block with ${widgets.length} widget${widgets.length === 1 ? '' : 's'}.`;
});

document.getElementById('unpublish').addEventListener('click', () => {
  published.replaceChildren(placeholder);
  status.textContent = 'Removed the published blocks.';
});
