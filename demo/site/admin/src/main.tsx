/** The demo's admin console: catalogue, back-in-stock, events and ticket orders (elevated). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminClient, apiBaseFromPage, clientFor, storeKey, storedKey } from './admin-client';
import { BackInStockArea } from './back-in-stock';
import { CatalogueArea } from './catalogue';
import { EventsArea } from './events';
import { KeyForm } from './key-form';
import { OrdersArea } from './orders';
import { Tabs, type Tab } from './tabs';

const TABS: Tab[] = [
  { id: 'catalogue', label: 'Catalogue', render: () => <CatalogueArea /> },
  { id: 'back-in-stock', label: 'Back in stock', render: () => <BackInStockArea /> },
  { id: 'events', label: 'Events', render: () => <EventsArea /> },
  { id: 'orders', label: 'Ticket orders', render: () => <OrdersArea /> },
];

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 5_000 }, mutations: { retry: 0 } },
});

function Console({ apiBase }: { apiBase: string }) {
  const [key, setKey] = useState(storedKey);
  const client = useMemo(() => (key ? clientFor(apiBase, key) : null), [apiBase, key]);
  if (!client)
    return (
      <KeyForm
        onKey={(typed) => {
          storeKey(typed);
          setKey(typed);
        }}
      />
    );
  return (
    <AdminClient.Provider value={client}>
      <QueryClientProvider client={queryClient}>
        <Tabs label="Areas" tabs={TABS} />
      </QueryClientProvider>
    </AdminClient.Provider>
  );
}

function start() {
  const main = document.getElementById('admin')!;
  let apiBase;
  try {
    apiBase = apiBaseFromPage();
  } catch (error) {
    main.textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  main.replaceChildren();
  createRoot(main).render(
    <StrictMode>
      <Console apiBase={apiBase} />
    </StrictMode>,
  );
}

start();
