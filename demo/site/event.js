// The demo's event page: the event comes from the address (event.html?slug=...), as the
// event list links it (<site-config event-page="/event.html?slug={slug}"> on events.html).
// The heading and details come from the platform's public event (its dates already written in
// the venue's zone); the ticket picker is <event-tickets event-slug=...>.
const slug = new URLSearchParams(location.search).get('slug') ?? '';
const title = document.querySelector('#event-title');
const crumb = document.querySelector('#crumb');
const when = document.querySelector('#event-when');
const where = document.querySelector('#event-where');
const tickets = document.querySelector('#tickets');
const picker = tickets.querySelector('event-tickets');
const apiBase = document.querySelector('site-config')?.getAttribute('api-base') ?? '';

const show = (heading, dates = '', place = '') => {
  title.textContent = heading;
  crumb.textContent = heading;
  document.title = `${heading} — The Blue Lantern`;
  when.textContent = dates;
  where.textContent = place;
};

const placeOf = (location) =>
  location?.type === 'ONLINE'
    ? 'Online'
    : [location?.name, location?.address?.formattedAddress].filter(Boolean).join(', ');

if (!/^[a-z0-9-]{1,100}$/.test(slug)) {
  show('Choose an event', 'Pick a concert from the list to see its tickets.');
  picker.remove();
  const back = document.createElement('a');
  back.href = 'events.html';
  back.textContent = 'See all concerts';
  tickets.append(back);
} else {
  // Until the platform answers, a heading from the address keeps the page's shape.
  show(slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()));
  picker.setAttribute('event-slug', slug);
  fetch(`${apiBase}/events/v3/events/slug/${encodeURIComponent(slug)}`)
    .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
    .then(({ event }) => {
      show(event.title, event.dateAndTimeSettings?.formatted?.dateAndTime, placeOf(event.location));
    })
    .catch(() => show('Event not found', 'This event is not on our calendar (any more).'));
}
