/** Asks for the admin key (`npm run demo` prints it): the page itself never carries it. */
export function KeyForm({ onKey }: { onKey: (key: string) => void }) {
  return (
    <form
      className="key-form"
      onSubmit={(event) => {
        event.preventDefault();
        const key = String(new FormData(event.currentTarget).get('key') ?? '').trim();
        if (key) onKey(key);
      }}
    >
      <label htmlFor="admin-key">Admin API key</label>
      <p>
        Paste the key <code>npm run demo</code> printed (<code>SANDBOX_ADMIN_KEY</code>). It stays
        in this tab only.
      </p>
      <input id="admin-key" name="key" type="password" autoComplete="off" required />
      <button type="submit">Open the console</button>
    </form>
  );
}
